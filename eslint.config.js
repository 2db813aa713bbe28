// ESLint flat config for the web SPA (web/): typescript-eslint, React hooks, and the one-way import rules of house style.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureNames = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const importRules = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups }],
});

// Imports go up the path with `@/`, never `../` across folders; no barrel files to import from.
const noParentImports = {
  group: ['../*'],
  message: 'Import from another folder with the @/ alias.',
};

const FETCH_MESSAGE = 'Call the API with apiGet (lib/api-client.ts) or apiWrite (lib/api-write.ts), not fetch.';

export default defineConfig(
  { ignores: ['web/dist/', 'web/dist-builds/', 'web/api/', 'node_modules/'] },

  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: globals.browser,
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['error', 'warn'] }],
      ...importRules(noParentImports),
    },
  },

  // A production function of 80 lines or more is split where a name helps (tests/tools/test_function_length.py holds
  // the Python side to the same length); a test's describe block is a list of cases, not a function to split.
  {
    files: ['web/**/*.{ts,tsx,mjs}'],
    ignores: ['web/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 79 }] },
  },

  // One-way dependencies: components/ui → features → app.
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: importRules(noParentImports, {
      group: ['@/features/*', '@/app/*'],
      message: 'components/ui holds presentational primitives: they never import features or app code.',
    }),
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/config/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: importRules(noParentImports, {
      group: ['@/features/*', '@/app/*', '@/components/*'],
      message: 'lib/ and config/ sit below everything else: they import no features, app or component code.',
    }),
  },
  // Features do not import each other (nor the app that composes them).
  ...featureNames.map((name) => ({
    files: [`web/src/features/${name}/**/*.{ts,tsx}`],
    rules: importRules(noParentImports, {
      group: ['@/features/*', `!@/features/${name}`, '@/app/*'],
      message: `features/${name} may import only itself, components, config and lib.`,
    }),
  })),

  // Every call to the API goes through lib/: reads through api-client.ts, writes through api-write.ts, which add the
  // CSRF token and raise typed errors. The render worker wraps fetch to record what a page read; tests stub it.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/lib/api-client.ts',
      'web/src/lib/api-write.ts',
      'web/src/render-worker.ts',
      'web/**/*.test.{ts,tsx}',
      'web/src/testing/**',
    ],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'fetch', message: FETCH_MESSAGE })),
      ],
    },
  },

  // Tests are not shipped: the React Compiler's rules (react-hooks' other than the rules of hooks and exhaustive
  // deps) judge code the app runs, and analysing the test files took over a quarter of the lint's time.
  {
    files: ['web/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      ...Object.fromEntries(
        Object.keys(reactHooks.configs.flat.recommended.rules)
          .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
          .map((rule) => [rule, 'off']),
      ),
    },
  },

  {
    files: ['web/*.mjs', 'web/tools/**/*.mjs', 'eslint.config.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: globals.node,
    },
  },
);
