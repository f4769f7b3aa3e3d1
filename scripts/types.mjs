/**
 * The package's type declarations: one `.d.ts` per source module (the ESM
 * build's types) and the same as `.d.cts` for the CommonJS build, whose
 * relative imports name `.cjs` files. Emitted by the TypeScript compiler
 * itself rather than bundled: bundled declarations turned re-exported types
 * into values once several entry points shared them.
 *
 * Run by `npm run build` after tsup; reads tsconfig.build.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import ts from 'typescript';

const config = ts.getParsedCommandLineOfConfigFile('tsconfig.build.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
if (!config) throw new Error('tsconfig.build.json: no configuration');

const options = {
  ...config.options,
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  rootDir: 'src',
  outDir: 'dist',
};
const program = ts.createProgram(config.fileNames, options);

/** `'./x.js'` → `'./x.cjs'` in every relative import or export of a declaration file. */
const toCjs = (text) => text.replace(/(['"])(\.{1,2}\/[^'"]*?)\.js\1/g, '$1$2.cjs$1');

function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const result = program.emit(undefined, (file, text) => {
  write(file, text);
  write(file.replace(/\.d\.ts$/, '.d.cts'), toCjs(text));
});
// Only the emit's own diagnostics: `npm run typecheck` checks the whole program.
fail([...ts.getConfigFileParsingDiagnostics(config), ...result.diagnostics]);

function fail(diagnostics) {
  if (diagnostics.length === 0) return;
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
