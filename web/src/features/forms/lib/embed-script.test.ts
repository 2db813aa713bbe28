// Tests of injectEmbedScript(): one async script per address, never duplicated.
import { afterEach, describe, expect, it } from 'vitest';
import { injectEmbedScript } from '@/features/forms/lib/embed-script';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('injectEmbedScript', () => {
  it('appends one async script with the address', () => {
    const script = injectEmbedScript('https://forms.example/embed.js');
    expect(script.async).toBe(true);
    expect(document.querySelectorAll('script[src="https://forms.example/embed.js"]')).toHaveLength(1);
  });

  it('does not add the same address twice', () => {
    const first = injectEmbedScript('https://forms.example/embed.js');
    const second = injectEmbedScript('https://forms.example/embed.js');
    expect(second).toBe(first);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('adds a different address alongside', () => {
    injectEmbedScript('https://forms.example/a.js');
    injectEmbedScript('https://forms.example/b.js');
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });
});
