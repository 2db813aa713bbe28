// The edit form's values: filled from a stored post and turned into the PATCH body. The content is the stored
// HTML string itself until the body is edited (the rich editor then supplies its canonical HTML), so a save that
// changed only the title sends the body back byte for byte. An empty image URL → null; this site's own full
// address (http or https, as the field's placeholder suggests) → its /media/... path.
import type { EditablePost, PostFormValues, PostUpdate } from '@/features/post-editor/types';

export function formValuesFromPost(post: EditablePost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl ?? '',
  };
}

/**
 * The image URL to save: null when empty (spec §5). An address on this site ("https://agency.example/media/a.jpg",
 * or http:// on the same host) is saved as its path, the form the content store keeps.
 */
export function imageUrlToSave(value: string, origin?: string): string | null {
  const url = value.trim();
  if (!url) return null;
  if (origin) {
    const host = origin.replace(/^https?:\/\//i, '');
    const own = new RegExp(`^https?://${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/)`, 'i').exec(url);
    if (own) return url.slice(own[0].length);
  }
  return url;
}

export function postUpdateFromValues(values: PostFormValues, origin?: string): PostUpdate {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
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
