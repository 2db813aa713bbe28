// The edit form's values: filled from a stored post (HTML → text) and turned into the PATCH body (text → HTML,
// an empty image URL → null, this site's own full address → a path), with the shared conversion of spec §5.
import type { EditablePost, PostFormValues, PostUpdate } from '@/features/post-editor/types';
import { htmlToText, textToHtml } from '@/lib/paragraph-conversion';

export function formValuesFromPost(post: EditablePost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: htmlToText(post.content),
    imageUrl: post.imageUrl ?? '',
  };
}

/**
 * The image URL to save: null when empty (spec §5). An address on this site ("https://agency.example/media/a.jpg",
 * as the field's placeholder suggests) is saved as its path, the form the content store keeps.
 */
export function imageUrlToSave(value: string, origin?: string): string | null {
  const url = value.trim();
  if (!url) return null;
  if (origin && url.startsWith(`${origin}/`)) return url.slice(origin.length);
  return url;
}

export function postUpdateFromValues(values: PostFormValues, origin?: string): PostUpdate {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: textToHtml(values.content),
    imageUrl: imageUrlToSave(values.imageUrl, origin),
  };
}

export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return a.title === b.title && a.excerpt === b.excerpt && a.content === b.content && a.imageUrl === b.imageUrl;
}

/** The address to preview, or null while the field holds something that is not a site path or web address. */
export function previewableImageUrl(value: string): string | null {
  const url = value.trim();
  if (/^\/(?!\/)\S+$/.test(url) || /^https?:\/\/\S+$/i.test(url)) return url;
  return null;
}
