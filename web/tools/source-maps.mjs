// Where the build keeps its source maps: a folder of dist/ the service does not serve (it serves assets/ only).
import { join } from 'node:path';

export const SOURCEMAP_DIR = 'sourcemaps';

/** The source map of a built file (`assets/main-abc.js`) in the dist folder. */
export const sourceMapOf = (dist, file) => join(dist, SOURCEMAP_DIR, `${file.replace(/^assets\//, '')}.map`);
