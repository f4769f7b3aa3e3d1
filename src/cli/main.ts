/**
 * The `hoc-hokm` program (the package's bin): the only code in the package
 * with I/O. See program.ts for the commands; run `hoc-hokm --help`.
 */
import { createRequire } from 'node:module';
import { terminalLines } from './human.js';
import { main } from './program.js';

// src/cli/main.ts and dist/cli/main.js both sit two levels below package.json.
const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

// A closed pipe (`| head`) ends the program quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, input: terminalLines, version }).then((code) => (process.exitCode = code));
