// Vitest: component and unit tests of the SPA in jsdom, with the same `@/` alias as tsconfig and rollup.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BUILD_CONSTANTS } from './tools/build-constants.mjs';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const cacheDir = fileURLToPath(new URL('../node_modules/.vite', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir,
  define: BUILD_CONSTANTS,
  resolve: { alias: [{ find: /^@\//, replacement: `${srcDir}/` }] },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.mjs'],
    // One jsdom per worker instead of one per file (a minute less); src/testing/setup-tests.ts puts the page back
    // between tests.
    isolate: false,
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    // Above the 10 s find*/waitFor limit (src/testing/setup-tests.ts), so a missing element fails as such.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
