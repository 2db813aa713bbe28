// Rollup plugin that writes index.html (referencing the hashed entry, its static imports and CSS) and manifest.json.

/**
 * @typedef {{ title: string, description: string, themeColor: string, entry?: string, publicPath?: string }} HtmlOptions
 */

/** The service replaces this comment with `<script id="site-facts" type="application/json">…</script>`. */
export const SITE_FACTS_MARKER = '<!--site-facts-->';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E" +
  "%3Cpath fill='%23102a4c' d='M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7z'/%3E" +
  "%3Cpath fill='%2314b8a6' d='M16 7 9 10v5c0 4.4 3 7.9 7 9 4-1.1 7-4.6 7-9v-5z'/%3E%3C/svg%3E";

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
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(description)}">`,
        `<meta name="theme-color" content="${escapeHtml(themeColor)}">`,
        `<link rel="icon" href="${favicon}">`,
        ...css.map((file) => `<link rel="stylesheet" href="${url(file.fileName)}">`),
        ...main.imports.map((fileName) => `<link rel="modulepreload" href="${url(fileName)}">`),
        `<script type="module" src="${url(main.fileName)}"></script>`,
        SITE_FACTS_MARKER,
        '</head>',
        '<body>',
        '<div id="root"></div>',
        '<noscript>This website needs JavaScript to show its pages. Please enable it, or call or e-mail the agency.</noscript>',
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
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
