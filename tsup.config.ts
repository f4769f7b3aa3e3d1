/**
 * The build. The public entry points are the subpaths of package.json
 * "exports" (`.` → src/index.ts, `./hokm` → src/hokm/index.ts, …): adding a
 * subpath there is all this file needs.
 *
 * - ESM: one output file per source module (no bundling), so an app's
 *   bundler keeps only the modules it uses (package.json has
 *   `"sideEffects": false`). No shared chunks, no namespace objects built at
 *   the top of a file.
 * - CommonJS: one bundle per entry point, with the code they share in
 *   chunks, so every entry point has the same classes (errors included).
 * - Types: scripts/types.mjs, after this build: one `.d.ts` per module for
 *   ESM and the same as `.d.cts` for CJS.
 * - The CLI (dist/cli/main.js): its own code and its command-line libraries
 *   bundled into one file; the library itself is imported from the ESM
 *   modules above, not copied. Beside it, the worker threads' module
 *   (dist/cli/worker.js) and the thread pool's entry (dist/cli/entry/).
 *
 * No source maps: the output is not minified and the ESM files mirror the
 * sources one for one, so maps would triple the package for little gain.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> };

/** `{ 'hokm/index': 'src/hokm/index.ts', index: 'src/index.ts', … }` from the export map. */
const entry = Object.fromEntries(
  Object.keys(pkg.exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? ['index', 'src/index.ts'] : [`${key.slice(2)}/index`, `src/${key.slice(2)}/index.ts`])),
);

const common: Options = {
  outDir: 'dist',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  sourcemap: false,
  clean: false, // `npm run build` empties dist/ first (the builds run at once)
};

/**
 * The CLI imports library modules by relative path (`../hokm/index.js`);
 * they stay imports, rewritten to the same module's place in dist/.
 */
const libraryExternal: Plugin = {
  name: 'library-external',
  setup(build) {
    const cli = resolve('src/cli');
    build.onResolve({ filter: /^\.\.?\// }, ({ path, importer }) => {
      const target = resolve(dirname(importer), path);
      if (!importer.startsWith(cli) || target.startsWith(cli + '/')) return undefined;
      const inDist = resolve('dist', relative(resolve('src'), target));
      return { path: relative(resolve('dist/cli'), inDist).replace(/^(?!\.)/, './'), external: true };
    });
  },
};

/**
 * The CLI bundles its command-line libraries: their licences go with it,
 * in dist/cli/THIRD-PARTY-LICENSES.txt.
 */
const bundledLicenses: Plugin = {
  name: 'bundled-licenses',
  setup(build) {
    build.initialOptions.metafile = true;
    build.onEnd((result) => {
      if (!result.metafile) return;
      const packages = new Set<string>();
      for (const input of Object.keys(result.metafile.inputs)) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
        if (m) packages.add(m[1]!);
      }
      const notices = [...packages].sort().map((name) => {
        const dir = resolve('node_modules', name);
        const { version, license } = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as { version: string; license: string };
        const file = ['LICENSE', 'LICENSE.md', 'license'].map((f) => resolve(dir, f)).find(existsSync);
        return `${name}@${version} (${license})\n\n${file ? readFileSync(file, 'utf8').trim() : ''}\n`;
      });
      mkdirSync('dist/cli', { recursive: true });
      writeFileSync('dist/cli/THIRD-PARTY-LICENSES.txt', `Libraries bundled into dist/cli/main.js:\n\n${notices.join('\n---\n\n')}`);
    });
  },
};

/** The CLI: its modules bundled with their libraries, one file per entry (no shared chunks). */
const cli: Options = {
  ...common,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  splitting: false,
  // Shorter, with the names kept for readable stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
};

export default defineConfig([
  {
    ...common,
    entry: ['src/**/*.ts', '!src/cli/**'],
    format: ['esm'],
    bundle: false,
  },
  {
    ...common,
    entry,
    format: ['cjs'],
    splitting: true,
  },
  {
    ...cli,
    entry: { 'cli/main': 'src/cli/main.ts' },
    // Bundled CommonJS libraries (the argument parser, the progress bar)
    // call require(): give the ESM bundle a real `require`.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    esbuildPlugins: [libraryExternal, bundledLicenses],
  },
  {
    ...cli,
    entry: {
      // The worker threads' module of `arena` and `simulate`.
      'cli/worker': 'src/cli/worker.ts',
      // The thread pool (tinypool, bundled into cli/main.js) starts each
      // thread with its own entry module, which it looks for beside itself,
      // in ./entry/worker.js.
      'cli/entry/worker': 'node_modules/tinypool/dist/entry/worker.js',
    },
    esbuildPlugins: [libraryExternal],
  },
]);
