// Vitest setup: jest-dom matchers, DOM cleanup between tests, and no stray site-facts tag.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});
