// Which sections of a document's form are open: the staff member's own choice, remembered per document in this
// browser; else open when the section is a list (its lines are short) or the document has few sections, and the
// owner-only "Advanced" section closed.
import { ADVANCED_SECTION } from '@/features/document-editor/lib/document-place';

/** A document with more sections than this opens with its long ones (not lists) closed. */
export const FEW_SECTIONS = 3;

const storageKey = (document: string) => `document-editor:sections:${document}`;

/** Whether a section is open before the staff member chose. */
export function openByDefault(key: string, isList: boolean, sectionCount: number): boolean {
  if (key === ADVANCED_SECTION) return false;
  return isList || sectionCount <= FEW_SECTIONS;
}

/** The choices remembered for a document: open or closed, by section. */
export function rememberedSections(document: string): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey(document)) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

export function rememberSections(document: string, choices: Record<string, boolean>): void {
  try {
    window.localStorage.setItem(storageKey(document), JSON.stringify(choices));
  } catch {
    // Storage refused (private mode, full): the choice holds until the page is left.
  }
}
