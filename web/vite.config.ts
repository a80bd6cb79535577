import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const contractSrc = path.resolve(import.meta.dirname, '../contract/src');

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // The console bundles the contract's TypeScript source, the same files the server compiles.
    alias: [{ find: /^@shop\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The entry is one ~590 kB file by design (above); 500 kB would warn about it on every build.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the router-less login page: React, antd's
        // pieces, i18next, English texts) goes in one file instead of ~30 that the browser fetched
        // side by side. The signed-in console's chunks import from it.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
      treeshake: {
        // rc-form's index assigns properties on import, so bundlers keep all of it (with its async
        // validator, ~13 KB gzip) wherever anything imports it: antd's Input does, for one
        // context, on the login page. It has no real side effects; pages using Form still get it.
        moduleSideEffects: (id) => (/[\\/]@rc-component[\\/]form[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: { '/base': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
