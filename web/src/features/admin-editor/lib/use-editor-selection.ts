// What the admin editor's right column shows, kept in the address so that a link can open it: ?slug= a post, or
// ?new=1 the New post form.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

export type EditorSelection = { slug: string } | 'new' | null;

export function useEditorSelection(): [EditorSelection, (next: EditorSelection) => void] {
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug') || null;
  const selection: EditorSelection = slug ? { slug } : params.get('new') === '1' ? 'new' : null;
  const select = useCallback(
    (next: EditorSelection) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('slug');
          updated.delete('new');
          if (next === 'new') updated.set('new', '1');
          else if (next) updated.set('slug', next.slug);
          return updated;
        },
        // Replaced, not pushed: Back leaves the editor rather than stepping through the posts opened.
        { replace: true },
      ),
    [setParams],
  );
  return [selection, select];
}
