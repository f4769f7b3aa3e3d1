// ESLint 9 flat config: typescript-eslint's recommended rules, without type
// information (no `parserOptions.project`), so `npm run lint` takes seconds.
// Type errors are tsc's job (`npm run typecheck`, in `npm test`); formatting
// is Prettier's (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'docs/api/', 'coverage/', 'test-output/', 'examples/web/dist/', 'test/.docs-snippets/', 'bench/results/', '**/node_modules/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'examples/**/*.ts', '*.config.ts', '*.js'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what a signature must take but does not
      // use (`_rng`), and a rest pattern drops fields on purpose
      // (`{ seed: _s, ...pub }` is a view's options without the secret ones).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The engines' hot loops write `c ? a() : b()` and `x && f(x)` as statements.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // `s.phase = s.phase` is how assertWritable (hokm/guard.ts, hoc/shape.ts)
      // finds a frozen state before any change: a property's self-assignment
      // throws there. A variable assigned to itself is still an error.
      'no-self-assign': ['error', { props: false }],
    },
  },
  {
    // The CLI and its tests measure and strip ANSI colour codes (`\x1b[…m`).
    files: ['src/cli/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The web example runs in the browser.
    files: ['examples/web/**/*.ts', 'examples/test/a11y.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
