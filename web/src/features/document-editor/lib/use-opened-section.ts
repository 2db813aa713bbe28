// The section an editor's address names (?section=sections, as "Edit this page" opens it): once its field is drawn,
// scrolled to the top and focused, so that the page's own part of the document is where the eye and the keyboard start.
import { useEffect } from 'react';
import { fieldId } from '@/features/document-editor/lib/value-paths';

export function useOpenedSection(section: string | null) {
  useEffect(() => {
    if (!section) return;
    const id = fieldId([section]);
    const reach = () => {
      const field = document.getElementById(id);
      if (!field) return false;
      field.scrollIntoView({ block: 'start' });
      field.focus({ preventScroll: true });
      return true;
    };
    if (reach()) return;
    // The form is drawn once the document and its schema have loaded.
    const observer = new MutationObserver(() => reach() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [section]);
}
