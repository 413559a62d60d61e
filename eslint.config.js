// ESLint flat config: type-checked typescript-eslint rules for the TypeScript project, the JavaScript
// recommended rules for the plain .mjs/.js files. Run with `npm run lint` (part of `npm test`).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // generated/ is produced by quicktype and checked by `schema check` for drift; templates/ hold
  // mustache placeholders, so they are not parseable JavaScript until rendered.
  globalIgnores(['dist/**', 'generated/**', 'templates/**', 'node_modules/**', 'coverage/**']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // One TypeScript program per tsconfig, found by the files themselves; files outside
        // tsconfig.json's include (the root config files) fall back to a default project.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // tsc reports unused locals and parameters (noUnusedLocals / noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
      // Methods that implement a Promise-returning interface (Transport.send, EventStore.replay, a
      // test's fake handler) stay `async` without awaiting, so that a synchronous throw still
      // becomes a rejection the caller handles.
      '@typescript-eslint/require-await': 'off',
      // Passing on an AbortSignal's reason (typed `any`) or a caught value unchanged is deliberate.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    // Tests read untyped wire JSON (JSON-RPC lines, HTTP bodies, NDJSON streams) and check it with
    // expect(), which is their validator; declaring a type for every message they inspect would
    // restate the schemas the messages are already validated against. Library code keeps these rules.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    rules: {
      // A `let` that a callback reads before its single assignment (the callback is created first)
      // cannot be `const`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // An unused argument keeps a handler's signature readable (`(req, res) => ...`).
      'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none' }],
    },
  },
);
