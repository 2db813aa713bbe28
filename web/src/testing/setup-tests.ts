// Vitest setup: jest-dom matchers, DOM cleanup between tests, no stray site-facts tag, and time to wait.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// find*/waitFor wait for a condition: on a busy shared machine the home sections, whose code loads lazily (the
// first dynamic import is transformed on demand), took 5 s to appear; allow that before calling them missing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});
