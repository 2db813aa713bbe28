// Render worker (node web/dist/server/render-worker.mjs): JSON lines on stdin ({id, url, origin, export?, posted?}), one
// JSON line per answer on stdout ({id, status, head, html, state, fetched} or {id, error}), requests handled
// concurrently. `fetched` lists the API reads the page was made from, which a static export follows to know
// which pages a content change affects.
import { AsyncLocalStorage } from 'node:async_hooks';
import { render } from '@/entry-server';
import type { PostedRequest } from '@/features/forms/lib/posted-request';
import { setApiBase } from '@/lib/api-client';

// The little of Node this file uses (the project has no @types/node: the rest of web/ is browser code).
type NodeStream = { on(event: string, listener: (chunk?: unknown) => void): void; setEncoding?(encoding: string): void };
declare const process: {
  env: Record<string, string | undefined>;
  stdin: NodeStream;
  stdout: { write(text: string): boolean };
};

// stdout carries answers only: everything the app or React logs goes to stderr.
const toStderr = (...args: unknown[]) => console.error(...args);
Object.assign(console, { log: toStderr, info: toStderr, warn: toStderr, debug: toStderr });

const apiBase = process.env.AGENCY_RENDER_API_BASE ?? 'http://127.0.0.1:8000';
setApiBase(apiBase);

// Each render runs in its own async context, whose set collects the API addresses its fetches ask for.
const fetchedByRender = new AsyncLocalStorage<Set<string>>();
const plainFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (address.startsWith(apiBase)) fetchedByRender.getStore()?.add(address.slice(apiBase.length));
  return plainFetch(input, init);
};

type Request = { id: number; url: string; origin: string; export?: boolean; posted?: PostedRequest };

const answer = (message: Record<string, unknown>) => {
  process.stdout.write(`${JSON.stringify(message)}\n`);
};

async function handle(line: string) {
  let request: Request;
  try {
    request = JSON.parse(line) as Request;
  } catch {
    console.error('render worker: not JSON:', line.slice(0, 200));
    return;
  }
  try {
    const fetched = new Set<string>();
    const page = await fetchedByRender.run(fetched, () =>
      render(String(request.url), String(request.origin ?? ''), {
        staticExport: request.export === true,
        ...(request.posted ? { posted: request.posted } : {}),
      }),
    );
    answer({ id: request.id, ...page, fetched: [...fetched].sort() });
  } catch (error) {
    console.error(`render of ${request.url} failed:`, error);
    answer({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
}

const inFlight = new Set<Promise<void>>();

let buffered = '';

const take = (line: string) => {
  if (!line.trim()) return;
  const task = handle(line).finally(() => inFlight.delete(task));
  inFlight.add(task);
};

process.stdin.setEncoding?.('utf8');
process.stdin.on('data', (chunk) => {
  buffered += String(chunk);
  let newline = buffered.indexOf('\n');
  while (newline >= 0) {
    take(buffered.slice(0, newline));
    buffered = buffered.slice(newline + 1);
    newline = buffered.indexOf('\n');
  }
});
// The service closed our stdin: finish what was asked; Node exits once the answers are written.
process.stdin.on('end', () => {
  take(buffered);
  buffered = '';
});
