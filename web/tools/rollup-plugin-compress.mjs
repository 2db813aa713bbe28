// Rollup plugin: after the bundle is written, a brotli (.br) and a gzip (.gz) copy of every emitted JS and CSS
// file, which the service sends to clients that accept them (source maps are left alone).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg)$/;

/** @returns {import('rollup').Plugin} */
export function compressAssets() {
  return {
    name: 'compress-assets',
    writeBundle(outputOptions, bundle) {
      const dir = outputOptions.dir ?? '.';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const source = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}
