import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The baseline login form; the web bench builds it into a temporary folder on each run. */
export default defineConfig({
  plugins: [react()],
  // One chunk of about 500 kB is what a bare antd form weighs; no need to warn about it.
  build: { assetsDir: 'assets', chunkSizeWarningLimit: 1000 },
});
