// Times server renders (node web/tools/time-renders.mjs [--worker FILE] [--api URL] [--count N] [--dump FILE] [URL...]):
// starts one render worker against a running service's API, renders each URL N times one after another and
// prints the median and mean time per render; --dump writes each URL's last answer (for comparing two builds).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const worker = option('--worker', 'web/dist/server/render-worker.mjs');
const api = option('--api', 'http://127.0.0.1:8000');
const count = Number(option('--count', '50'));
const dump = option('--dump', '');
// The blog's address from the route table (service/site/routes.json), as the app takes it.
const routes = JSON.parse(readFileSync(new URL('../../service/site/routes.json', import.meta.url), 'utf8'));
const urls = args.length ? args : ['/', routes.pages.blog[0], '/insurance/property-insurance/homeowners-insurance'];

const child = spawn(process.execPath, [worker], {
  env: { ...process.env, AGENCY_RENDER_API_BASE: api },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const waiting = new Map();
createInterface({ input: child.stdout }).on('line', (line) => {
  const answer = JSON.parse(line);
  waiting.get(answer.id)?.(answer);
  waiting.delete(answer.id);
});
let ids = 0;
const render = (url) =>
  new Promise((resolve) => {
    const id = (ids += 1);
    waiting.set(id, resolve);
    child.stdin.write(`${JSON.stringify({ id, url, origin: 'http://site.invalid' })}\n`);
  });

const answers = {};
for (const url of urls) {
  await render(url); // warm-up: the first render of a route loads its code
  const times = [];
  let answer;
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    answer = await render(url);
    times.push(performance.now() - start);
  }
  if (answer.error) throw new Error(`${url}: ${answer.error}`);
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const median = times[Math.floor(times.length / 2)];
  console.log(`${url.padEnd(56)} status ${answer.status}  renders ${answer.renders ?? "?"}  median ${median.toFixed(1)} ms  mean ${mean.toFixed(1)} ms`);
  answers[url] = answer;
}
if (dump) writeFileSync(dump, JSON.stringify(answers, null, 1));
child.stdin.end();
