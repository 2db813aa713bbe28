// The kinds of image staff may upload (service/store/image_types.json, read at build time), for file inputs: what
// they offer to pick, and how their hint names them.
// eslint-disable-next-line no-restricted-imports -- the store's list of image kinds, outside web/src
import { formats } from '../../../service/store/image_types.json';

/** The file input's accept: each kind's MIME types and extensions (a HEIC photo often comes without a MIME type). */
export const IMAGE_ACCEPT = formats.flatMap((kind) => [...kind.mimeTypes, ...kind.extensions]).join(',');

/** "JPEG, PNG, WebP, GIF or HEIC". */
export const IMAGE_KINDS = `${formats
  .slice(0, -1)
  .map((kind) => kind.name)
  .join(', ')} or ${formats.at(-1)?.name ?? ''}`;
