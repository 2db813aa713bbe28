// Vitest setup: jest-dom matchers, time to wait, and a clean page between tests (the DOM, the head, the address,
// storage, cookies and the window measures tests set).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// find*/waitFor wait for a condition: on a busy shared machine the home sections, whose code loads lazily (the
// first dynamic import is transformed on demand), took 5 s to appear; allow that before calling them missing.
configure({ asyncUtilTimeout: 10_000 });

// Test files share one page (vitest runs without isolation, which spares a new jsdom per file: a minute of
// `make test`), so what a test changes on the window is put back here.
const measured: [object, string][] = [
  [window, 'scrollY'],
  [window, 'innerHeight'],
  [window, 'scrollTo'],
  [document.documentElement, 'scrollHeight'],
];
const ownDescriptors = measured.map(([owner, key]) => Object.getOwnPropertyDescriptor(owner, key));

function restoreMeasures() {
  measured.forEach(([owner, key], index) => {
    const descriptor = ownDescriptors[index];
    if (descriptor) Object.defineProperty(owner, key, descriptor);
    else delete (owner as Record<string, unknown>)[key];
  });
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  restoreMeasures();
});
