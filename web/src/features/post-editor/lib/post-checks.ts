// Checks of the edit form before saving, in the staff's words, one message per field; the limits are the store's
// own (service/content/post_limits.json, read at build time), the rules those of content/fields.py and slugs.py. Also reads
// the field problems of a 422 answer, and a 409 for an address another post holds, into the same words.
// eslint-disable-next-line no-restricted-imports -- the store's post field limits, outside web/src
import limits from '../../../../../service/content/post_limits.json';
import type { PostFormValues } from '@/features/post-editor/types';
import { isApiError } from '@/lib/api-client';

export const TITLE_MAX = limits.titleMax;
export const EXCERPT_MAX = limits.excerptMax;
export const CONTENT_MAX = limits.contentMax;
export const URL_MAX = limits.urlMax;
export const IMAGE_ALT_MAX = limits.imageAltMax;
const MEDIA_PATH = /^\/media\/[A-Za-z0-9][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;
const HTTPS_ADDRESS = /^https:\/\/[^\s<>"']+$/;
export const SLUG_MAX = limits.slugMax;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type PostField = keyof PostFormValues;
/** Sets one field of the form to a value of its type. */
export type SetField = <K extends PostField>(name: K, value: PostFormValues[K]) => void;
export type FieldErrors = Partial<Record<PostField, string>>;

export const TITLE_MISSING = 'Add a title before saving';

const count = (n: number) => n.toLocaleString('en-US');
const tooLong = (what: string, max: number, length: number) =>
  `Shorten the ${what} to ${count(max)} characters or fewer (it has ${count(length)}).`;

/** Why the image address (as it will be saved) is refused, or null when it is fine. */
export function imageUrlProblem(saved: string | null): string | null {
  if (saved === null) return null;
  if (saved.length > URL_MAX) return tooLong('image address', URL_MAX, saved.length);
  if (saved.includes('..')) return 'An image address cannot contain "..". Upload the image or paste its full address.';
  if (/\s/.test(saved)) return 'An image address cannot contain spaces. Check it and try again.';
  if (saved.startsWith('/media/')) {
    return MEDIA_PATH.test(saved) ? null : 'This /media/ path has characters a site image address cannot hold.';
  }
  if (/^http:\/\//i.test(saved)) {
    return 'Use the secure https:// version of this address: the site shows images from secure addresses only.';
  }
  if (HTTPS_ADDRESS.test(saved)) return null;
  return 'Use an image of this site (/media/…, as an upload fills in) or an address starting with https://.';
}

export const SLUG_RULE = 'Use only lowercase letters, numbers and single hyphens between words, like hurricane-prep.';
export const ADDRESS_TAKEN = 'Another post already uses this address. Choose a different one.';

/** Why the address (slug) is refused, or null when it is fine; an empty one is allowed only when `optional`. */
export function slugProblem(slug: string, optional = false): string | null {
  if (!slug) return optional ? null : 'Add an address for the post, like hurricane-prep.';
  if (slug.length > SLUG_MAX) return tooLong('address', SLUG_MAX, slug.length);
  return SLUG.test(slug) ? null : SLUG_RULE;
}

/** Why the date is refused, or null ("YYYY-MM-DD", as a date field gives it, of a day that exists). */
export function dateProblem(date: string): string | null {
  if (!date) return 'Pick the date shown on the post.';
  if (!DAY.test(date)) return 'Enter the date as month, day and year.';
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? null : 'This day does not exist. Check the date.';
}

/**
 * The problems that would stop a save, by field; empty when the post can be saved. The address and the date are
 * checked when `withAddress` (the admin editor shows them); a new post's address may be left empty.
 */
export function checkPost(
  values: PostFormValues,
  savedImageUrl: string | null,
  { withAddress = false, addressOptional = false }: { withAddress?: boolean; addressOptional?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (withAddress) {
    const slug = slugProblem(values.slug.trim(), addressOptional);
    if (slug) errors.slug = slug;
    const date = dateProblem(values.date);
    if (date) errors.date = date;
  }
  if (!values.title.trim()) errors.title = TITLE_MISSING;
  else if (values.title.length > TITLE_MAX) errors.title = tooLong('title', TITLE_MAX, values.title.length);
  if (values.excerpt.length > EXCERPT_MAX) errors.excerpt = tooLong('excerpt', EXCERPT_MAX, values.excerpt.length);
  if (values.content.length > CONTENT_MAX) {
    errors.content = `This post is too long to save (${count(values.content.length)} characters of formatted text; the most is ${count(CONTENT_MAX)}). Split it into two posts.`;
  }
  if (values.imageAlt.trim().length > IMAGE_ALT_MAX) {
    errors.imageAlt = tooLong('image description', IMAGE_ALT_MAX, values.imageAlt.trim().length);
  }
  const image = imageUrlProblem(savedImageUrl);
  if (image) errors.imageUrl = image;
  return errors;
}

/** What staff read for a field the server refused: never the validator's own wording. */
const SERVER_WORDING: Record<PostField, string> = {
  title: `Add a title of 1 to ${count(TITLE_MAX)} characters.`,
  excerpt: `Shorten the excerpt to ${count(EXCERPT_MAX)} characters or fewer.`,
  content: 'The content could not be saved as it is. Check its text and links and try again.',
  imageUrl: 'Use an image of this site (/media/…, as an upload fills in) or an address starting with https://.',
  imageAlt: `Shorten the image description to ${count(IMAGE_ALT_MAX)} characters or fewer.`,
  slug: `${SLUG_RULE} At most ${SLUG_MAX} characters.`,
  date: 'Enter a real date (month, day and year).',
  author: 'Choose a member of the team, or No byline.',
  coverages: 'Choose the products from the list: one it names is no longer on the site.',
};

/** The field names a 422 answer gives (`{"errors": [{"field": "body.publishAt", ...}]}` → "publishAt"). */
export function refusedFields(error: unknown): string[] {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (!isApiError(cause) || cause.status !== 422) return [];
  return cause.errors.flatMap(({ field }) => (field ? [field.split('.').at(-1)!] : []));
}

/**
 * The form fields a 422 answer names in staff wording, or the address for a 409 (taken by another post); null for
 * any other failure.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (isApiError(cause) && cause.status === 409) return { slug: ADDRESS_TAKEN };
  if (!isApiError(cause) || cause.status !== 422) return null;
  const errors: FieldErrors = {};
  for (const field of refusedFields(cause)) {
    if (field in SERVER_WORDING) errors[field as PostField] = SERVER_WORDING[field as PostField];
  }
  return errors;
}
