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

export default defineConfig(
  { ignores: ['web/dist/', 'web/api/', 'node_modules/'] },

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

  {
    files: ['web/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
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
