import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'hokm/index': 'src/hokm/index.ts',
      'hoc/index': 'src/hoc/index.ts',
      'cards/index': 'src/cards/index.ts',
      'rng/index': 'src/rng/index.ts',
      'host/index': 'src/host/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { types: [] } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
  },
  {
    entry: { 'cli/main': 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
