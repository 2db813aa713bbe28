// The budget check on a small built site: every page's row holds what any page loads after hydration unasked (the
// special-date notice), and only route chunks are pages, not the lazy parts that wait for the visitor.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudget } from './check-budget.mjs';
import { SOURCEMAP_DIR } from './source-maps.mjs';

/** Each built chunk: its code and the modules its source map names. */
const CHUNKS = {
  'main-aaaaaaaa.js': [
    'import{r}from"./vendor-bbbbbbbb.js";import("./about-cccccccc.js");import("./special-hours-notice-dddddddd.js");' +
      'import("./scroll-to-top-button-eeeeeeee.js");export const m=r;',
    ['../../src/main.tsx', '../../src/features/special-hours/components/special-hours-slot.tsx'],
  ],
  'vendor-bbbbbbbb.js': ['export const r="react";', ['../../node_modules/react/index.js']],
  'about-cccccccc.js': ['import{m}from"./main-aaaaaaaa.js";export const About=m+"about us";', ['../../src/app/routes/about.tsx']],
  'special-hours-notice-dddddddd.js': [
    'import{m}from"./main-aaaaaaaa.js";export const Notice=m+"Closed Thursday, November 26 for Thanksgiving";',
    ['../../src/features/special-hours/components/special-hours-notice.tsx'],
  ],
  'scroll-to-top-button-eeeeeeee.js': [
    'import{m}from"./main-aaaaaaaa.js";export const Up=m+"Scroll to top";',
    ['../../src/features/navigation/components/scroll-to-top-button.tsx'],
  ],
};

const dist = mkdtempSync(join(tmpdir(), 'budget-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, SOURCEMAP_DIR));
writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/main-aaaaaaaa.js"></script>');
for (const [name, [code, sources]] of Object.entries(CHUNKS)) {
  writeFileSync(join(dist, 'assets', name), code);
  writeFileSync(join(dist, SOURCEMAP_DIR, `${name}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const gzip = (...names) => names.reduce((sum, name) => sum + gzipSync(CHUNKS[name][0], { level: 9 }).length, 0);

describe('checkBudget', () => {
  const { rows, problems } = checkBudget(dist);
  const row = (name) => rows.find((candidate) => candidate.name === name)?.total;

  it("counts the special-date notice in every page's row", () => {
    const notice = 'special-hours-notice-dddddddd.js';
    expect(row('home (entry)')).toBe(gzip('main-aaaaaaaa.js', 'vendor-bbbbbbbb.js', notice));
    expect(row('about')).toBe(gzip('main-aaaaaaaa.js', 'vendor-bbbbbbbb.js', notice, 'about-cccccccc.js'));
    expect(problems).toEqual([]);
  });

  it('fails when no chunk holds the notice, rather than leave it out of every row', () => {
    const notice = join(dist, SOURCEMAP_DIR, 'special-hours-notice-dddddddd.js.map');
    writeFileSync(notice, JSON.stringify({ version: 3, sources: ['../../src/features/x/renamed.tsx'], mappings: '' }));
    try {
      expect(checkBudget(dist).problems).toEqual([expect.stringContaining('no lazy chunk of the entry holds')]);
    } finally {
      writeFileSync(notice, JSON.stringify({ version: 3, sources: CHUNKS['special-hours-notice-dddddddd.js'][1], mappings: '' }));
    }
  });

  it('makes rows of route chunks only: not the notice, nor the button that waits for a scroll', () => {
    expect(rows.map(({ name }) => name).sort()).toEqual(['about', 'home (entry)']);
  });
});
