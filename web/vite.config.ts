import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractSrc = path.resolve(import.meta.dirname, '../contract/src');

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The console bundles the contract's TypeScript source, the same files the server compiles.
    alias: [{ find: /^@shop\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/base': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
