// useCacheBuster(): the `v` stamp for post image addresses (new on each page view, so a replaced image shows at
// once), taken once per mount so that
// re-renders do not request the images again; the server's render time on a server-rendered first page, so the
// hydrating render asks for the very same addresses.
import { useState } from 'react';
import { useRenderStamp } from '@/lib/render-stamp';

export function useCacheBuster(): number {
  const now = useRenderStamp();
  const [stamp] = useState(now);
  return stamp;
}
