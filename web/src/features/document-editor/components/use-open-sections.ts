// Which sections of a document's form are open (section-memory.ts): the staff member's choices, remembered; a
// section the address names, or one holding a problem of a refused save, opened.
import { useState } from 'react';
import { openByDefault, rememberedSections, rememberSections } from '@/features/document-editor/lib/section-memory';

export function useOpenSections(
  document: string,
  keys: readonly string[],
  lists: ReadonlySet<string>,
  problemPlaces: readonly string[],
  named: string | null,
) {
  const [choices, setChoices] = useState(() => rememberedSections(document));
  const isOpen = (key: string) => choices[key] ?? openByDefault(key, lists.has(key), keys.length);
  const choose = (next: Record<string, boolean>) => {
    setChoices((current) => {
      const updated = { ...current, ...next };
      rememberSections(document, updated);
      return updated;
    });
  };
  const asked = [named ?? '', ...problemPlaces.map((place) => place.split('.')[0] ?? '')].join(' ');
  const [seen, setSeen] = useState('');
  if (asked !== seen) {
    // A section newly named or holding a new problem opens (React's adjust-during-render, not an effect).
    setSeen(asked);
    const opened = asked.split(' ').filter((key) => key !== '' && keys.includes(key));
    if (opened.length) setChoices((current) => ({ ...current, ...Object.fromEntries(opened.map((key) => [key, true])) }));
  }
  return { isOpen, toggle: (key: string) => choose({ [key]: !isOpen(key) }) };
}
