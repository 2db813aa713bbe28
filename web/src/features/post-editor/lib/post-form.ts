// The edit form's values: filled from a stored post and turned into the PATCH body. The content is the stored
// HTML string itself until the body is edited (the rich editor then supplies its canonical HTML), so a save that
// changed only the title sends the body back byte for byte. An empty image URL or description → null; this site's own full
// address (http or https, as the field's placeholder suggests) → its /media/... path. The address (slug) and the
// date are sent only when they changed, the status only when a button asks for another one; the author always
// ('' → null: no byline), and the products the post is about.
import type {
  EditablePost,
  NewPost,
  PostFormValues,
  PostUpdate,
  PublishIntent,
} from '@/features/post-editor/types';

export function formValuesFromPost(post: EditablePost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl ?? '',
    imageAlt: post.imageAlt ?? '',
    slug: post.slug,
    date: post.date,
    author: post.author ?? '',
    coverages: [...post.coverages],
  };
}

/** The form of a new post: empty, dated `today` (Connecticut), by `author` (the signed-in account's member). */
export function emptyFormValues(today: string, author: string | null = null): PostFormValues {
  return {
    title: '',
    excerpt: '',
    content: '',
    imageUrl: '',
    imageAlt: '',
    slug: '',
    date: today,
    author: author ?? '',
    coverages: [],
  };
}

/**
 * The image URL to save: null when empty (a post without an image stores null). An address on this site
 * ("https://agency.example/media/a.jpg", or http:// on the same host) is saved as its path, the form the content
 * store keeps.
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

/**
 * The image description to send: the trimmed text (null when empty), whenever there is one or it changed from
 * `initial` (a post never given one is written as before).
 */
function imageAltField(values: PostFormValues, initial?: PostFormValues): Pick<PostUpdate, 'imageAlt'> {
  const imageAlt = values.imageAlt.trim();
  return imageAlt || (initial && values.imageAlt !== initial.imageAlt) ? { imageAlt: imageAlt || null } : {};
}

/** The status fields a button asks for: nothing to keep the status, else the status (and when, to schedule). */
export function statusFields(intent: PublishIntent): Pick<PostUpdate, 'status' | 'publishAt'> {
  switch (intent.kind) {
    case 'save':
      return {};
    case 'draft':
      return { status: 'draft' };
    case 'publish':
      return { status: 'published' };
    case 'schedule':
      return { status: 'scheduled', publishAt: intent.publishAt };
  }
}

/** What every save sends: the text, the image (and its description), the byline and the products it is about. */
function textFields(values: PostFormValues, origin: string | undefined, initial?: PostFormValues) {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    imageUrl: imageUrlToSave(values.imageUrl, origin),
    author: values.author || null,
    coverages: values.coverages,
    ...imageAltField(values, initial),
  };
}

/** The PATCH body: the four fields, the address and date when they differ from `initial`, and the status asked. */
export function postUpdateFromValues(
  values: PostFormValues,
  origin?: string,
  initial?: PostFormValues,
  intent: PublishIntent = { kind: 'save' },
): PostUpdate {
  return {
    ...textFields(values, origin, initial),
    ...(initial && values.slug.trim() !== initial.slug ? { slug: values.slug.trim() } : {}),
    ...(initial && values.date !== initial.date ? { date: values.date } : {}),
    ...statusFields(intent),
    ...acknowledged(intent),
  };
}

/** The POST body of a new post: an empty address is left to the server (made from the title). */
export function newPostFromValues(values: PostFormValues, origin: string | undefined, intent: PublishIntent): NewPost {
  const slug = values.slug.trim();
  return {
    ...textFields(values, origin),
    ...(slug ? { slug } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...statusFields(intent.kind === 'save' ? { kind: 'draft' } : intent),
    ...acknowledged(intent),
  };
}

/** The wording findings staff reviewed on the way to this save, when there are any. */
function acknowledged({ acknowledge }: PublishIntent): Pick<PostUpdate, 'acknowledge'> {
  return acknowledge?.length ? { acknowledge } : {};
}

export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return (
    a.title === b.title &&
    a.excerpt === b.excerpt &&
    a.content === b.content &&
    a.imageUrl === b.imageUrl &&
    a.imageAlt === b.imageAlt &&
    a.slug === b.slug &&
    a.date === b.date &&
    a.author === b.author &&
    a.coverages.length === b.coverages.length &&
    a.coverages.every((slug, i) => slug === b.coverages[i])
  );
}

/** The address to preview, or null while the field holds something that is not a site path or web address. */
export function previewableImageUrl(value: string): string | null {
  const url = value.trim();
  if (/^\/(?!\/)\S+$/.test(url) || /^https?:\/\/\S+$/i.test(url)) return url;
  return null;
}
