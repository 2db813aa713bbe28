// A post version told in staff words: what it did (created, changed …, deleted), the fields by their names on
// the form, and the body's word diff cut into paragraphs with counts of the words added and removed.
import type { DiffPart, PostVersion, VersionField } from '@/features/post-editor/types';

export const FIELD_WORDS: Record<VersionField, string> = {
  title: 'title',
  excerpt: 'excerpt',
  content: 'body',
  imageUrl: 'image',
  imageAlt: 'image description',
  author: 'author',
  coverages: 'products it is about',
  date: 'date',
  slug: 'address',
  status: 'status',
};

const isVersionField = (field: string): field is VersionField => Object.hasOwn(FIELD_WORDS, field);

/** "the title, the body and the image"; a field the form has no name for (the API sends strings) is left out. */
function listed(fields: readonly string[]): string {
  const words = fields.filter(isVersionField).map((field) => `the ${FIELD_WORDS[field]}`);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * What the version did: "Created the post", "Changed the title and the body", "Deleted the post", "Restored the
 * post" (back after a deletion), "Restored an earlier version: the title and the body".
 */
export function versionSummary(version: Pick<PostVersion, 'event' | 'changed'>): string {
  if (version.event === 'created') return 'Created the post';
  if (version.event === 'deleted') return 'Deleted the post';
  if (version.event === 'restored') {
    const text = listed(version.changed);
    return text ? `Restored an earlier version: ${text}` : 'Restored the post';
  }
  if (version.changed.length === 0) return 'Saved without changes';
  const text = listed(version.changed);
  return `Changed ${text}`;
}

export type DiffParagraph = DiffPart[];

/** The diff's parts cut at the paragraph breaks ("\n\n") inside their texts; empty pieces dropped. */
export function diffParagraphs(parts: DiffPart[]): DiffParagraph[] {
  const paragraphs: DiffParagraph[] = [[]];
  for (const part of parts) {
    part.text.split('\n\n').forEach((piece, index) => {
      if (index > 0) paragraphs.push([]);
      if (piece) paragraphs.at(-1)!.push({ op: part.op, text: piece });
    });
  }
  return paragraphs.filter((paragraph) => paragraph.some((part) => part.text.trim() !== ''));
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How many words the diff adds and removes. */
export function diffCounts(parts: DiffPart[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.op === 'added') added += wordCount(part.text);
    else if (part.op === 'removed') removed += wordCount(part.text);
  }
  return { added, removed };
}

/** The wording reviews a version recorded, as the commit names them: 'Wording reviewed by ann: price-claim "cheapest"'. */
export function reviewLines(version: Pick<PostVersion, 'reviewed'>): string[] {
  return version.reviewed.map((review) => `Wording reviewed by ${review.by}: ${review.rule} “${review.phrase}”`);
}
