import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The bare antd table; the interactions bench builds it into a temporary folder on each run. */
export default defineConfig({
  plugins: [react()],
  // One chunk of antd's table, input and pagination: no need to warn about its size.
  build: { assetsDir: 'assets', chunkSizeWarningLimit: 2000 },
});
