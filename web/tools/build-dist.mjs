// `npm run build`: the web app built into a folder of its own (web/dist-builds/<time>), then web/dist pointed at it
// in one rename, so a service running meanwhile never reads a half-written build. The service keeps the build web/dist
// named when it started (service/app.py) until it restarts; the new build also holds the previous build's hashed
// assets, which pages that service sends still name and which nginx serves through web/dist.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SOURCEMAP_DIR } from './source-maps.mjs';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
// WEB_DIST_LINK: another place for the link (the tests build beside a service of their own).
const link = path.resolve(process.env.WEB_DIST_LINK || path.join(projectDir, 'web', 'dist'));
const buildsDir = `${link}-builds`;
// The new build, the one a running service may still be serving, and one before it.
const KEEP = 3;
// The hashed assets a build made itself (not those it carried over), so only one generation is carried.
const OWN_ASSETS = '.own-assets.json';

function stamp() {
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

function rollup(target) {
  const bin = path.join(projectDir, 'node_modules', '.bin', 'rollup');
  const env = { ...process.env, WEB_DIST_DIR: target };
  const run = spawnSync(bin, ['-c', path.join('web', 'rollup.config.mjs')], { cwd: projectDir, env, stdio: 'inherit' });
  return run.status ?? 1;
}

/** The build web/dist names now, or null; a folder of an older layout (not a link) is moved among the builds. */
function currentBuild() {
  let info;
  try {
    info = fs.lstatSync(link);
  } catch {
    return null;
  }
  if (info.isSymbolicLink()) return fs.existsSync(link) ? fs.realpathSync(link) : null;
  const moved = path.join(buildsDir, `0-before-${stamp()}`);
  fs.renameSync(link, moved); // web/dist is missing until pointAt's rename, a moment later
  return moved;
}

function ownAssets(build) {
  try {
    return JSON.parse(fs.readFileSync(path.join(build, OWN_ASSETS), 'utf8'));
  } catch {
    return fs.existsSync(path.join(build, 'assets')) ? fs.readdirSync(path.join(build, 'assets')) : [];
  }
}

function linkOrCopy(from, to) {
  if (fs.existsSync(to) || !fs.existsSync(from)) return;
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** The previous build's own hashed assets, linked into the new one (same names are the same bytes), with their source
 * maps, so every script served still has its map kept beside the build. */
function carryOver(previous, target) {
  for (const name of ownAssets(previous)) {
    linkOrCopy(path.join(previous, 'assets', name), path.join(target, 'assets', name));
    if (name.endsWith('.js')) {
      linkOrCopy(path.join(previous, SOURCEMAP_DIR, `${name}.map`), path.join(target, SOURCEMAP_DIR, `${name}.map`));
    }
  }
}

function pointAt(target) {
  const temp = path.join(path.dirname(link), `.${path.basename(link)}-${process.pid}`);
  fs.rmSync(temp, { force: true });
  fs.symlinkSync(path.relative(path.dirname(link), target), temp);
  fs.renameSync(temp, link);
}

function prune(current) {
  const builds = fs.readdirSync(buildsDir).sort().reverse();
  for (const name of builds.slice(KEEP)) {
    const build = path.join(buildsDir, name);
    if (build !== current) fs.rmSync(build, { recursive: true, force: true });
  }
}

fs.mkdirSync(buildsDir, { recursive: true });
const target = path.join(buildsDir, `${stamp()}-${process.pid}`);
const status = rollup(target);
if (status !== 0) {
  fs.rmSync(target, { recursive: true, force: true });
  process.exit(status);
}
fs.writeFileSync(path.join(target, OWN_ASSETS), `${JSON.stringify(fs.readdirSync(path.join(target, 'assets')))}\n`);
const previous = currentBuild();
if (previous) carryOver(previous, target);
pointAt(target);
prune(target);
console.log(`${path.basename(link)} → ${path.relative(path.dirname(link), target)}`);
