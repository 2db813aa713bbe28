// The values a page keeps after "#" (a mailed link's token, a chosen start): the browser never sends the fragment to
// the server, so no query parameter is read here and no log keeps them.

/** The value of `name` in a fragment such as "#link=abc&start=…", or null when it has none. */
export function fragmentParam(hash: string, name: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(name);
}

/** The whole fragment as one token ("#abc" → "abc", a newsletter link's), decoded; '' when there is none. */
export function fragmentToken(hash: string): string {
  const raw = hash.replace(/^#/, '').trim();
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
