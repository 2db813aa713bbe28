// Tests of the checks before saving and of a refused save's field problems: always the staff's words, beside
// the field, never the validator's ("String should have at least 1 character", "Invalid request body").
import { describe, expect, it } from 'vitest';
import { UPDATE_FAILED_MESSAGE } from '@/features/post-editor/api/update-post';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import {
  ADDRESS_TAKEN,
  checkPost,
  dateProblem,
  imageUrlProblem,
  refusedFields,
  serverFieldErrors,
  slugProblem,
  SLUG_RULE,
  TITLE_MISSING,
} from '@/features/post-editor/lib/post-checks';
import { formValuesFromPost } from '@/features/post-editor/lib/post-form';
import { apiWrite } from '@/lib/api-write';
import { editablePost } from '@/testing/fixtures';
import { stubFetch } from '@/testing/stub-fetch';

// The form of a complete stored post.
const values = formValuesFromPost(editablePost());

describe('checkPost', () => {
  it('passes a complete post', () => {
    expect(checkPost(values, null)).toEqual({});
  });

  it('asks for a title, and for shorter fields, in plain words', () => {
    expect(checkPost({ ...values, title: '   ' }, null)).toEqual({ title: TITLE_MISSING });
    expect(TITLE_MISSING).toBe('Add a title before saving');
    expect(checkPost({ ...values, title: 'x'.repeat(201) }, null).title).toBe(
      'Shorten the title to 200 characters or fewer (it has 201).',
    );
    expect(checkPost({ ...values, excerpt: 'x'.repeat(1001) }, null).excerpt).toBe(
      'Shorten the excerpt to 1,000 characters or fewer (it has 1,001).',
    );
    expect(checkPost({ ...values, content: 'x'.repeat(200_001) }, null).content).toMatch(/too long to save/);
    expect(checkPost({ ...values, imageAlt: ` ${'x'.repeat(250)} ` }, null)).toEqual({});
    expect(checkPost({ ...values, imageAlt: 'x'.repeat(251) }, null).imageAlt).toBe(
      'Shorten the image description to 250 characters or fewer (it has 251).',
    );
  });

  it('checks the address and the date only where the form shows them', () => {
    const bad = { ...values, slug: 'Flood Basics', date: '2025-02-30' };
    expect(checkPost(bad, null)).toEqual({});
    expect(checkPost(bad, null, { withAddress: true })).toEqual({
      slug: SLUG_RULE,
      date: 'This day does not exist. Check the date.',
    });
    expect(checkPost({ ...values, slug: '' }, null, { withAddress: true, addressOptional: true })).toEqual({});
  });
});

describe('slugProblem and dateProblem', () => {
  it('accepts what the store accepts and says the rule otherwise', () => {
    expect(slugProblem('hurricane-prep-2')).toBeNull();
    for (const slug of ['Hurricane', 'a--b', '-a', 'a-', 'café', 'a b', 'a_b']) expect(slugProblem(slug)).toBe(SLUG_RULE);
    expect(slugProblem('a'.repeat(81))).toBe('Shorten the address to 80 characters or fewer (it has 81).');
    expect(slugProblem('')).toBe('Add an address for the post, like hurricane-prep.');
    expect(slugProblem('', true)).toBeNull();
    expect(dateProblem('2026-12-01')).toBeNull();
    expect(dateProblem('')).toBe('Pick the date shown on the post.');
    expect(dateProblem('12/01/2026')).toBe('Enter the date as month, day and year.');
  });
});

describe('refused saves', () => {
  it('reads a 409 as the address taken and names the fields of a 422, publishAt included', async () => {
    stubFetch({
      '/api/admin/blog-posts/a': () => Response.json({ message: 'That address is taken' }, { status: 409 }),
      '/api/admin/blog-posts/b': () =>
        Response.json(
          { message: 'Invalid', errors: [{ field: 'publishAt', message: 'must be in the future' }, { field: 'body.slug', message: 'x' }] },
          { status: 422 },
        ),
    });
    const taken = await apiWrite('PATCH', '/api/admin/blog-posts/a', { body: {} }).catch((e: unknown) => e);
    expect(serverFieldErrors(new Error(UPDATE_FAILED_MESSAGE, { cause: taken }))).toEqual({ slug: ADDRESS_TAKEN });
    const refused = await apiWrite('PATCH', '/api/admin/blog-posts/b', { body: {} }).catch((e: unknown) => e);
    expect(refusedFields(refused)).toEqual(['publishAt', 'slug']);
    expect(serverFieldErrors(refused)).toEqual({ slug: `${SLUG_RULE} At most 80 characters.` });
  });
});

describe('imageUrlProblem', () => {
  it('accepts what the store accepts', () => {
    for (const url of [null, '/media/uploads/a1.webp', 'https://cdn.example/a.jpg']) expect(imageUrlProblem(url)).toBeNull();
  });

  it('says why an address is refused', () => {
    expect(imageUrlProblem('http://cdn.example/a.jpg')).toMatch(/secure https:\/\//);
    expect(imageUrlProblem('/media/../site.json')).toMatch(/cannot contain ".."/);
    expect(imageUrlProblem('/images/a.jpg')).toMatch(/\/media\/…, as an upload fills in\) or an address starting with https:/);
    expect(imageUrlProblem('javascript:alert(1)')).not.toBeNull();
    expect(imageUrlProblem('https://cdn.example/a b.jpg')).toMatch(/spaces/);
  });
});

describe('a refused save (422)', () => {
  const refuse = async () => {
    stubFetch({
      '/api/admin/blog-posts/a': () =>
        Response.json(
          { message: 'Invalid request body', errors: [{ field: 'title', message: 'String should have at least 1 character' }] },
          { status: 422 },
        ),
    });
    const cause = await apiWrite('PATCH', '/api/admin/blog-posts/a', { body: {} }).catch((e: unknown) => e);
    return new Error(UPDATE_FAILED_MESSAGE, { cause });
  };

  it('names the field in staff wording', async () => {
    const error = await refuse();
    expect(serverFieldErrors(error)).toEqual({ title: 'Add a title of 1 to 200 characters.' });
  });

  it('never shows the validator’s wording in the notice', async () => {
    const message = failureMessage(await refuse());
    expect(message).toBe('Failed to update blog post: check the fields marked in red and try again');
    expect(message).not.toMatch(/Invalid request body|String should/);
  });

  it('is not a field problem when the answer is not 422', () => {
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});
