// The post chosen in the admin editor, kept in the address as ?slug= (spec §2) so that a link can preselect it.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

export function useSelectedSlug(): [string | null, (slug: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug') || null;
  const select = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('slug', next);
          else updated.delete('slug');
          return updated;
        },
        // Replaced, not pushed: Back leaves the editor rather than stepping through the posts opened.
        { replace: true },
      ),
    [setParams],
  );
  return [slug, select];
}
