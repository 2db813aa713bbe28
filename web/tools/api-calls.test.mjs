// The lint rule that keeps every API call in lib/: a feature calling fetch itself (say, for a write without the
// CSRF token or the typed errors) fails `npm run lint`; the client's own files may.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function fetchProblems(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result.messages.filter((m) => ['no-restricted-globals', 'no-restricted-properties'].includes(m.ruleId));
}

describe('calls to fetch', () => {
  it.each([
    "export const send = () => fetch('/api/requests', { method: 'POST' });",
    "export const send = () => globalThis.fetch('/api/requests', { method: 'POST' });",
    "export const send = () => window.fetch('/api/requests', { method: 'POST' });",
  ])('are refused in a feature: %s', async (code) => {
    expect(await fetchProblems('web/src/features/forms/api/send-it.ts', code)).toHaveLength(1);
  });

  it('are refused in the app and in lib/ outside the API client', async () => {
    const code = "export const read = () => fetch('/api/site');";
    expect(await fetchProblems('web/src/app/routes/some-page.tsx', code)).toHaveLength(1);
    expect(await fetchProblems('web/src/lib/site-facts.ts', code)).toHaveLength(1);
  });

  it('are allowed in the API client itself', async () => {
    const code = "export const read = () => fetch('/api/site');";
    expect(await fetchProblems('web/src/lib/api-write.ts', code)).toEqual([]);
    expect(await fetchProblems('web/src/lib/api-client.ts', code)).toEqual([]);
  });
}, 60_000);
