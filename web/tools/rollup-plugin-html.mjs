// Rollup plugin that writes index.html (referencing the hashed entry, its static imports and CSS) and manifest.json.

import { socialImagePng } from './social-image.mjs';

/**
 * @typedef {{ title: string, description: string, themeColor: string, entry?: string, publicPath?: string }} HtmlOptions
 */

/** The service replaces this comment with `<script id="site-facts" type="application/json">…</script>`. */
export const SITE_FACTS_MARKER = '<!--site-facts-->';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Server rendering (service/render/app_shell.py) puts the page's head tags between these, its markup and data in place of the others. */
export const SSR_HEAD_START = '<!--ssr-head-->';
export const SSR_HEAD_END = '<!--/ssr-head-->';
export const SSR_HTML_MARKER = '<!--ssr-html-->';
export const SSR_STATE_MARKER = '<!--ssr-state-->';

/** The agency's mark: a navy shield with a teal inner shield (favicon.svg, at the top of the build). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<path fill="#102a4c" d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7z"/>' +
  '<path fill="#14b8a6" d="M16 7 9 10v5c0 4.4 3 7.9 7 9 4-1.1 7-4.6 7-9v-5z"/></svg>\n';

/**
 * @param {HtmlOptions} options
 * @returns {import('rollup').Plugin}
 */
export function htmlEntry({ title, description, themeColor, entry = 'main', publicPath = '/' }) {
  return {
    name: 'html-entry',
    generateBundle(_outputOptions, bundle) {
      const files = Object.values(bundle);
      const main = files.find((file) => file.type === 'chunk' && file.isEntry && file.name === entry);
      if (!main || main.type !== 'chunk') this.error(`entry chunk "${entry}" not found`);
      const css = files.filter(
        (file) => file.type === 'asset' && (file.names ?? []).some((name) => name.endsWith('.css')),
      );

      const url = (fileName) => publicPath + fileName;
      const html = [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        // The plain shell's head (no server rendering); the browser's head manager replaces [data-head] tags.
        SSR_HEAD_START,
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(description)}" data-head>`,
        `<link rel="alternate" type="application/atom+xml" href="${url('feed.xml')}" title="News &amp; Blog" data-head>`,
        SSR_HEAD_END,
        `<meta name="theme-color" content="${escapeHtml(themeColor)}">`,
        `<link rel="icon" href="${url('favicon.svg')}" type="image/svg+xml">`,
        ...css.map((file) => `<link rel="stylesheet" href="${url(file.fileName)}">`),
        ...main.imports.map((fileName) => `<link rel="modulepreload" href="${url(fileName)}">`),
        `<script type="module" src="${url(main.fileName)}"></script>`,
        SITE_FACTS_MARKER,
        '</head>',
        '<body>',
        `<div id="root">${SSR_HTML_MARKER}</div>`,
        SSR_STATE_MARKER,
        '</body>',
        '</html>',
        '',
      ].join('\n');

      /** @type {Record<string, string>} entry names (and their shared chunks and CSS) → hashed paths under dist/ */
      const manifest = { [`${entry}.js`]: main.fileName };
      for (const fileName of main.imports) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') manifest[`${chunk.name}.js`] = chunk.fileName;
      }
      for (const file of css) manifest[file.names[0]] = file.fileName;

      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: FAVICON_SVG });
      this.emitFile({ type: 'asset', fileName: 'social-share.png', source: socialImagePng() });
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
