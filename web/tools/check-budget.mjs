// Build-time budget check (npm run budget): reads the rollup output (WEB_DIST_DIR or web/dist) and fails when a
// public page's first load is over budget — JS ≤ 100 KB gzip (entry + its imports + the route's chunk and its
// imports + what every page may load after hydration with no click or scroll), CSS ≤ 20 KB gzip — or when staff
// (admin/editor) code is in a chunk a public page loads.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sourceMapOf } from './source-maps.mjs';

export const JS_BUDGET = 100 * 1024;
export const CSS_BUDGET = 20 * 1024;

/** Modules only staff screens may load. */
export const STAFF_MODULE =
  /\/(?:features\/(?:admin-editor|post-editor|auth|requests|workspace|staff-bar|newsletter-staff)|app\/(?:routes|layouts)\/admin-|components\/ui\/(?:dialog|alert-dialog|status-badge|load-states|overview-panel|scroll-table|finding-tick|control-problem)\.|lib\/(?:connecticut-time|post-status|error-reason)\.)[^/]*/;
/**
 * Screens a route chunk picks at run time (app/routes/insurance-page.tsx, app/routes/booking-area.tsx,
 * app/routes/newsletter-area.tsx): measured as
 * pages of their own.
 */
const SCREEN_CHOICE =
  /\/app\/routes\/(?:product-page|service-detail|book|book-manage|book-review|newsletter|newsletter-confirm|newsletter-check-inbox|newsletter-preferences)\.tsx$/;
/**
 * Modules a public page may load after hydration before the visitor does anything: counted in every page's row, so
 * each row is that page's worst case. The special-date notice loads on every page in the week before a holiday
 * (features/special-hours); a row of the page without it would pass in the weeks the site is under least load and
 * say nothing in the holiday week. The entry's other lazy imports wait for the visitor: the scroll-to-top button
 * loads at the first scroll (app/layouts/site-footer), static-data only on a static export's page when a read is
 * fetched, which the server's data spares the first render (main.tsx): like deferred sections, not first load.
 */
export const AFTER_HYDRATION = /\/features\/special-hours\/components\/special-hours-notice\.tsx$/;
/** Every page but home is a lazy chunk imported by the entry's router, holding its route module. */
const ROUTE_MODULE = /\/app\/routes\/[^/]+\.tsx$/;
/** Chunks of staff screens (by file name). */
const STAFF_CHUNK = /^assets\/(?:admin-|post-editor|admin-editor)/;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Relative ES-module imports of a chunk: static (`import … from "./x.js"`, `import "./x.js"`) and dynamic. */
export function importsOf(code) {
  const statics = new Set();
  const dynamics = new Set();
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)) {
    statics.add(`assets/${match[1]}`);
  }
  for (const match of code.matchAll(/\bimport\(\s*["']\.\/([^"']+\.js)["']\s*\)/g)) dynamics.add(`assets/${match[1]}`);
  return { statics: [...statics], dynamics: [...dynamics] };
}

export function checkBudget(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module" src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);

  const files = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const code = new Map(files.map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
  const graph = new Map([...code].map(([file, text]) => [file, importsOf(text)]));
  const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const brotli = (file) =>
    brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

  const closure = (start) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !graph.has(file)) return;
      seen.add(file);
      for (const next of graph.get(file).statics) visit(next);
    };
    visit(start);
    return seen;
  };
  const modulesOf = (file) => {
    // Without its map a chunk's modules are unknown: fail rather than pass the staff-code check unseen.
    const map = sourceMapOf(dist, file);
    if (!existsSync(map)) throw new Error(`${file} has no source map at ${map}`);
    return JSON.parse(readFileSync(map, 'utf8')).sources;
  };

  const problems = [];
  const entryFiles = closure(entry);
  const lazyChunks = [...new Set([...entryFiles].flatMap((file) => graph.get(file).dynamics))].filter(
    (file) => !STAFF_CHUNK.test(file),
  );
  const holds = (chunk, pattern) => modulesOf(chunk).some((source) => pattern.test(source));
  const noticeChunks = lazyChunks.filter((chunk) => holds(chunk, AFTER_HYDRATION));
  // Renamed or moved, the notice would drop out of every row unseen.
  if (!noticeChunks.length) problems.push(`no lazy chunk of the entry holds ${AFTER_HYDRATION}`);
  const afterHydration = noticeChunks
    .flatMap((chunk) => [...closure(chunk)])
    .filter((file) => !entryFiles.has(file));
  const initial = new Set([...entryFiles, ...afterHydration]);
  const routeChunks = lazyChunks.filter((chunk) => holds(chunk, ROUTE_MODULE));
  const pages = [{ name: 'home (entry)', files: initial }];
  const chunkName = (chunk) => chunk.replace(/^assets\/|-[\w-]{8}\.js$/g, '');
  // The insurance page chooses its screen at run time (a product or a service) and imports it: that page's first
  // load is the entry, the route chunk and the screen's chunk. (Other nested imports load on scroll or for staff.)
  for (const chunk of routeChunks) {
    const files = new Set([...initial, ...closure(chunk)]);
    pages.push({ name: chunkName(chunk), files });
    for (const screen of graph.get(chunk).dynamics.filter((file) => !STAFF_CHUNK.test(file) && holds(file, SCREEN_CHOICE))) {
      pages.push({ name: `${chunkName(chunk)} › ${chunkName(screen)}`, files: new Set([...files, ...closure(screen)]) });
    }
  }

  const rows = pages.map(({ name, files }) => {
    const total = [...files].reduce((sum, file) => sum + gzip(file), 0);
    if (total > JS_BUDGET) problems.push(`${name}: first-load JS ${kb(total)} gzip > ${kb(JS_BUDGET)}`);
    for (const file of files) {
      const staff = modulesOf(file).filter((source) => STAFF_MODULE.test(source));
      if (staff.length) problems.push(`${name}: ${file} holds staff code (${staff.slice(0, 3).join(', ')})`);
    }
    return { name, total, brotli: [...files].reduce((sum, file) => sum + brotli(file), 0) };
  });
  const cssTotal = css.reduce((sum, file) => sum + gzip(file), 0);
  const cssBrotli = css.reduce((sum, file) => sum + brotli(file), 0);
  if (cssTotal > CSS_BUDGET) problems.push(`CSS ${kb(cssTotal)} gzip > ${kb(CSS_BUDGET)}`);
  const listed = (files) => [...files].map((file) => `${file} ${kb(gzip(file))}`);
  return { rows, cssTotal, cssBrotli, entry: listed(entryFiles), afterHydration: listed(afterHydration), problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.env.WEB_DIST_DIR || fileURLToPath(new URL('../dist', import.meta.url));
  const { rows, cssTotal, cssBrotli, entry, afterHydration, problems } = checkBudget(dist);
  if (process.argv.includes('--json')) {
    // For make bench: byte counts per page, budgets and problems, whatever the verdict.
    console.log(JSON.stringify({ jsBudget: JS_BUDGET, cssBudget: CSS_BUDGET, rows, cssTotal, cssBrotli, problems }));
    process.exit(0);
  }
  console.log(`First load of public pages (gzip), budget JS ${kb(JS_BUDGET)}, CSS ${kb(CSS_BUDGET)} — ${dist}`);
  console.log(`  entry chunks: ${entry.join(', ')}`);
  console.log(`  in every row, loaded after hydration: ${afterHydration.join(', ') || 'none'}`);
  for (const { name, total } of rows.sort((a, b) => b.total - a.total)) console.log(`  ${kb(total).padStart(9)}  ${name}`);
  console.log(`  CSS ${kb(cssTotal)}`);
  if (problems.length) {
    console.error(`Over budget:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Within budget.');
}
