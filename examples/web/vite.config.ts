import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The page imports `hoc-hokm` by its package name. That resolves, through
// the root package.json's "exports" (a package may import itself by name),
// to the BUILT package in dist/ — exactly what an app installing it from npm
// gets. Build the package first (`npm run build`).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
