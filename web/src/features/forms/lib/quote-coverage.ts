// The coverage a link asks the quote form to tick (/request-quote?coverage=flood): given once and one of the quote's
// declared coverage choices, else none, and never an error. The service reads it the same way for its render
// cache (service/render/page_url.py), so the server's HTML and the browser's hydration tick the same box.
import { declaredField } from '@/config/request-kinds';

const choices = declaredField('coverages').choices ?? {};

/** The coverage choice `search` ("?coverage=flood" or "coverage=flood") names, or null. */
export function quoteCoverageFromSearch(search: string): string | null {
  const values = new URLSearchParams(search).getAll('coverage');
  const [value] = values;
  return values.length === 1 && value !== undefined && Object.hasOwn(choices, value) ? value : null;
}
