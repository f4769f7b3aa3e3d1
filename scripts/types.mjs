/**
 * The package's type declarations: one `.d.ts` per source module (the ESM
 * build's types) and the same as `.d.cts` for the CommonJS build, whose
 * relative imports name `.cjs` files. Emitted by the TypeScript compiler
 * itself rather than bundled: bundled declarations turned re-exported types
 * into values once several entry points shared them.
 *
 * Only the declarations an app can reach are written: those of the entry
 * points (package.json "exports") and of the modules their declarations
 * import, transitively. The others (a rule module's internal helpers, say)
 * describe files no app can import, and would double the tarball's share
 * of them for nothing.
 *
 * Run by `npm run build` after tsup; reads tsconfig.build.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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

/** Every declaration the compiler emits, by absolute path. */
const emitted = new Map();
const result = program.emit(undefined, (file, text) => emitted.set(resolve(file), text));
// Only the emit's own diagnostics: `npm run typecheck` checks the whole program.
fail([...ts.getConfigFileParsingDiagnostics(config), ...result.diagnostics]);

/** The ESM declarations of the entry points: each subpath's `import.types`. */
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const entries = Object.values(pkg.exports)
  .map((e) => e?.import?.types)
  .filter((t) => typeof t === 'string')
  .map((t) => resolve(t));

/** Relative module specifiers of a declaration (`from './x.js'`, `import('./x.js')`), as declaration paths. */
function imports(file, text) {
  const out = [];
  for (const m of text.matchAll(/(?:from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.js\1/g)) {
    out.push(resolve(dirname(file), `${m[2]}.d.ts`));
  }
  return out;
}

const reachable = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.pop();
  if (reachable.has(file)) continue;
  const text = emitted.get(file);
  if (text === undefined) fail([`no declaration ${file} (from package.json "exports" or an import)`]);
  reachable.add(file);
  queue.push(...imports(file, text));
}
for (const file of reachable) {
  const text = emitted.get(file);
  write(file, text);
  write(file.replace(/\.d\.ts$/, '.d.cts'), toCjs(text));
}

function fail(diagnostics) {
  if (diagnostics.length === 0) return;
  if (typeof diagnostics[0] === 'string') {
    console.error(diagnostics.join('\n'));
    process.exit(1);
  }
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
