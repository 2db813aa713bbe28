// The FAQ's element ids: sections are "general", "car", "home", …; items are "<section>-<n>" counting from 1.
import type { Faq } from '@/features/faq/types';

/** "car", 0 → "car-1" */
export function faqItemId(sectionId: string, index: number): string {
  return `${sectionId}-${index + 1}`;
}

export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;
export const itemButtonId = (itemId: string) => `${itemId}-question`;
export const itemPanelId = (itemId: string) => `${itemId}-answer`;

/** The item to open after toggling `itemId`: it opens, unless it was the open one, which closes (none open). */
export function toggleOpenItem(openItemId: string | null, itemId: string): string | null {
  return openItemId === itemId ? null : itemId;
}

export type HashTarget = { kind: 'section' | 'item'; id: string; sectionId: string };

/** What a URL hash ("#car", "#home-3") points at in this FAQ, or null when it names nothing on the page. */
export function resolveFaqHash(faq: Faq, hash: string): HashTarget | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  if (!id) return null;
  for (const section of faq.sections) {
    if (section.id === id) return { kind: 'section', id, sectionId: section.id };
    const index = section.items.findIndex((_, i) => faqItemId(section.id, i) === id);
    if (index >= 0) return { kind: 'item', id, sectionId: section.id };
  }
  return null;
}
