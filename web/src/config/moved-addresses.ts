// The route table's moved addresses (service/site/routes.json `moved`), apart from paths.ts: only the not-found
// route reads them, so they load with its chunk, not with every page.
// eslint-disable-next-line no-restricted-imports -- the route table shared with the service, outside web/src
import { moved } from '../../../service/site/routes.json';

/**
 * Where the table's moved addresses (old path or prefix → new) send `path`, any case, the rest of the path kept;
 * null when it did not move. The service, the export and nginx answer 301 for these; this is for the app's own links.
 */
export function movedAddress(path: string, table: Record<string, string> = moved): string | null {
  const lowered = path.toLowerCase();
  for (const [old, target] of Object.entries(table)) {
    if (lowered === old || lowered.startsWith(`${old}/`)) return target + path.slice(old.length);
  }
  return null;
}
