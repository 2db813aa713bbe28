// Rollup plugin that compiles the Tailwind CSS v4 entry stylesheet and emits it as a hashed asset.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';

/**
 * @param {{ input: string, name?: string, base: string, minify?: boolean }} options
 *   input: the CSS entry (with `@import "tailwindcss"`); base: the folder Tailwind scans for class names.
 * @returns {import('rollup').Plugin}
 */
export function tailwindCss({ input, name = 'main', base, minify = true }) {
  const from = path.resolve(input);
  return {
    name: 'tailwind-css',
    buildStart() {
      this.addWatchFile(from);
    },
    async generateBundle() {
      const source = await readFile(from, 'utf8');
      const result = await postcss([
        tailwindcss({ base: path.resolve(base), optimize: minify ? { minify: true } : false }),
      ]).process(source, { from });
      this.emitFile({ type: 'asset', name: `${name}.css`, source: result.css });
    },
  };
}
