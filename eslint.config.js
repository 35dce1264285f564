// ESLint flat config. Formatting belongs to Prettier (`npm run lint` runs `prettier --check` first) and
// layering to dependency-cruiser (.dependency-cruiser.cjs); this file is about correctness.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const JS_FILES = ['**/*.{js,mjs,cjs,jsx}'];

export default defineConfig(
  globalIgnores(['node_modules/', 'dist/', 'data/', '.tools/', 'coverage/', 'test-results/', 'bench/results/']),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  // Type-aware rules (floating and misused promises, unsafe `any` flowing into typed code) catch the bugs
  // that matter in an async server. Each file is checked against the tsconfig.json nearest to it: the root
  // one for src, tests, bench and scripts; frontends/tsconfig.json for the front ends.
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Koa middleware and React event handlers may return promises where a void callback is expected.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      // Handlers are `async` to honour interfaces that expect a promise, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    },
  },

  // Plain JavaScript (configs, small scripts): linted without type information.
  {
    files: JS_FILES,
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['*.{js,mjs,cjs,ts}', 'scripts/**', 'bench/**', 'src/**', 'tests/**', 'infra/**'],
    languageOptions: { globals: { ...globals.node } },
  },

  // The wiring's tokens carry their type (src/shared/token.ts), so Inversify infers what `get` and `bind` hand
  // over; a type argument there would assert a type instead, and a wrong binding would compile again.
  {
    files: ['src/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[typeArguments][callee.type='MemberExpression'][callee.object.name=/^(ctx|container|context)$/][callee.property.name=/^(get|getAsync|getAll|getAllAsync|bind|rebind|rebindSync|isBound)$/]",
          message: "The token carries its type: drop the type argument and let the token's type flow (decision 0008).",
        },
      ],
    },
  },

  // Tests: chai assertions such as `expect(x).to.be.true` are expressions by design, and a non-null
  // assertion after checking existence is the point of the test.
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  // Front ends: browser globals and the rules of hooks (with the React Compiler's checks).
  {
    files: ['frontends/**/*.{ts,tsx,js,jsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // React Router's loaders answer by throwing `data(...)`, `redirect(...)` or a Response.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
    },
  },
);
