// useMetaDescription(): while a page is shown, its own summary replaces the site's <meta name="description">.
import { useEffect } from 'react';

export function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
