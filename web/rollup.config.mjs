// Rollup build of the SPA: TSX via esbuild, Tailwind CSS, hashed ES-module chunks, index.html + manifest.json in web/dist.
import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { BUILD_CONSTANTS } from './tools/build-constants.mjs';
import { chunkOf } from './tools/chunks.mjs';
import { SOURCEMAP_DIR } from './tools/source-maps.mjs';
import { compressAssets } from './tools/rollup-plugin-compress.mjs';
import { htmlEntry } from './tools/rollup-plugin-html.mjs';
import { tailwindCss } from './tools/rollup-plugin-tailwind.mjs';

const webDir = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const srcDir = webDir('./src');
// WEB_DIST_DIR lets parallel work build elsewhere; the service reads AGENCY_WEB_DIST.
const distDir = process.env.WEB_DIST_DIR || webDir('./dist');

// `npm run dev` (rollup --watch) builds unminified with React's development checks.
const dev = process.env.ROLLUP_WATCH === 'true';
// WEB_BUILD_SMALL=1: the client alone, without terser or the precompressed copies, for the test of a build while the
// service serves (tests/deploy/test_web_build.py), which is about the build's folder and the switch: about half the
// CPU of the whole build unminified. Where every output goes is tested apart, on this file's options.
const small = process.env.WEB_BUILD_SMALL === '1';
const minify = !dev && !small;

// Hashed names change on every content change, so start from an empty folder.
rmSync(distDir, { recursive: true, force: true });

/** @type {import('rollup').RollupOptions} */
const client = {
  input: { main: webDir('./src/main.tsx') },
  output: {
    dir: distDir,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    // Source maps hold the original source (the staff editor's too): written beside the build for tools
    // (web/tools/check-budget.mjs, the browser tests), never into assets/, which the service serves.
    sourcemap: 'hidden',
    sourcemapFileNames: `${SOURCEMAP_DIR}/[name]-[chunkhash].js.map`,
    manualChunks: chunkOf(srcDir),
  },
  plugins: [
    alias({
      entries: [
        { find: /^@\//, replacement: `${srcDir}/` },
        { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: `${srcDir}/lib/use-sync-external-store-shim.ts` },
      ],
    }),
    nodeResolve({ browser: true, extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] }),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'), ...BUILD_CONSTANTS },
    }),
    commonjs(),
    // The one HTML policy (service/html/html_policy.json) is read at build time; unused keys are left out.
    json({ preferConst: true }),
    esbuild({
      include: /\.[jt]sx?$/,
      target: 'es2020',
      jsx: 'automatic',
      tsconfig: webDir('./tsconfig.json'),
      // terser below minifies the chunks: a few KB smaller gzip than esbuild's minifier.
      minify: false,
      legalComments: 'none',
    }),
    tailwindCss({ input: webDir('./src/styles/main.css'), base: srcDir, minify: !dev }),
    htmlEntry({
      title: 'Independent Insurance Agency in Milford, CT',
      description:
        'Independent insurance agency in Milford, Connecticut: car, home, life, umbrella and business insurance from several companies, compared for you. Request a free quote.',
      themeColor: '#102a4c',
    }),
    ...(minify
      ? [
          // hoist_funs: function declarations first in their scope, where the engine hoists them anyway; the
          // repeated shapes compress better (about 150 B gzip off a page's first load).
          terser({ ecma: 2020, module: true, compress: { passes: 2, hoist_funs: true }, format: { comments: false } }),
        ]
      : []),
    ...(dev || small ? [] : [compressAssets()]),
  ],
  onwarn(warning, warn) {
    // React Query ships "use client" directives, which mean nothing in a client-only bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

// The server-rendering worker: one self-contained ES module (dist/server/render-worker.mjs) for Node, with the
// app, React's server renderer and every page inlined; only Node's built-in modules stay imports.
const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** @type {import('rollup').RollupOptions} */
const server = {
  input: webDir('./src/render-worker.ts'),
  external: (id) => nodeBuiltins.has(id),
  output: {
    file: `${distDir}/server/render-worker.mjs`,
    format: 'es',
    inlineDynamicImports: true,
    sourcemap: false,
  },
  plugins: [
    alias({ entries: [{ find: /^@\//, replacement: `${srcDir}/` }] }),
    nodeResolve({ exportConditions: ['node'], preferBuiltins: true, extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), ...BUILD_CONSTANTS } }),
    commonjs(),
    json({ preferConst: true }),
    esbuild({ include: /\.[jt]sx?$/, target: 'node20', jsx: 'automatic', tsconfig: webDir('./tsconfig.json'), minify: false }),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

export default dev || small ? client : [client, server];
