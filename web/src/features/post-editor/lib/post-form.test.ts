// Tests of the edit form's values: loading a stored post, the PATCH body (the stored body unchanged, null image,
// this site's own image address as a path), the preview.
import { describe, expect, it } from 'vitest';
import { UPDATE_FAILED_MESSAGE } from '@/features/post-editor/api/update-post';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import {
  emptyFormValues,
  formValuesFromPost,
  imageUrlToSave,
  newPostFromValues,
  postUpdateFromValues,
  previewableImageUrl,
  sameValues,
} from '@/features/post-editor/lib/post-form';
import { apiWrite } from '@/lib/api-write';
import { editablePost } from '@/testing/fixtures';
import { stubFetch } from '@/testing/stub-fetch';

const post = editablePost();

describe('formValuesFromPost', () => {
  it('keeps the stored HTML as it is and turns a missing image into an empty field', () => {
    expect(formValuesFromPost(post)).toEqual({
      title: 'Flood Basics',
      excerpt: 'Why flood is separate.',
      content: post.content,
      imageUrl: '',
      imageAlt: '',
      slug: 'flood-basics',
      date: '2025-03-01',
      author: '',
      coverages: [],
    });
    expect(formValuesFromPost({ ...post, author: 'eleanor-whitcomb' }).author).toBe('eleanor-whitcomb');
    expect(formValuesFromPost({ ...post, coverages: ['flood-insurance'] }).coverages).toEqual(['flood-insurance']);
  });
});

describe('postUpdateFromValues', () => {
  it('sends the body byte for byte when only the title changed, and an empty image URL as null', () => {
    const formatted = { ...post, content: '<p>See <a href="https://www.floodsmart.gov">FloodSmart</a>, <strong>now</strong>.</p>\n<ul><li>a</li></ul>' };
    const values = { ...formValuesFromPost(formatted), title: 'Flood Basics, Updated', imageUrl: '   ' };
    expect(postUpdateFromValues(values)).toEqual({
      title: 'Flood Basics, Updated',
      excerpt: 'Why flood is separate.',
      content: formatted.content,
      imageUrl: null,
      author: null,
      coverages: [],
    });
  });

  it('sends the products the post is about, and tells a change of them from none', () => {
    const initial = formValuesFromPost({ ...post, coverages: ['flood-insurance'] });
    const changed = { ...initial, coverages: ['flood-insurance', 'homeowners-insurance'] };
    expect(postUpdateFromValues(changed, undefined, initial).coverages).toEqual(['flood-insurance', 'homeowners-insurance']);
    expect(postUpdateFromValues({ ...initial, coverages: [] }, undefined, initial).coverages).toEqual([]);
    expect(sameValues(changed, initial)).toBe(false);
    expect(sameValues({ ...initial, coverages: ['flood-insurance'] }, initial)).toBe(true);
    expect(sameValues({ ...initial, coverages: ['homeowners-insurance'] }, initial)).toBe(false);
  });
});

describe('postUpdateFromValues with the admin editor’s fields', () => {
  const initial = formValuesFromPost(post);
  const base = { title: post.title, excerpt: post.excerpt, content: post.content, imageUrl: null, author: null, coverages: [] };

  it('sends the address and the date only when they changed, and the status only when a button asks', () => {
    expect(postUpdateFromValues(initial, undefined, initial)).toEqual(base);
    expect(postUpdateFromValues({ ...initial, slug: ' flood-facts ', date: '2025-04-01' }, undefined, initial)).toEqual({
      ...base,
      slug: 'flood-facts',
      date: '2025-04-01',
    });
    expect(postUpdateFromValues(initial, undefined, initial, { kind: 'draft' })).toEqual({ ...base, status: 'draft' });
    expect(postUpdateFromValues(initial, undefined, initial, { kind: 'publish' })).toEqual({ ...base, status: 'published' });
    expect(postUpdateFromValues(initial, undefined, initial, { kind: 'schedule', publishAt: '2026-12-01T09:00' })).toEqual({
      ...base,
      status: 'scheduled',
      publishAt: '2026-12-01T09:00',
    });
  });

  it('sends the image description when there is one or it was taken away, trimmed, an empty one as null', () => {
    expect(postUpdateFromValues({ ...initial, imageAlt: ' A flooded street ' }, undefined, initial)).toEqual({
      ...base,
      imageAlt: 'A flooded street',
    });
    const described = { ...initial, imageAlt: 'A flooded street' };
    expect(postUpdateFromValues({ ...described, imageAlt: '  ' }, undefined, described)).toEqual({ ...base, imageAlt: null });
    expect(newPostFromValues({ ...emptyFormValues('2026-11-23'), title: 'T', imageAlt: 'Roof' }, undefined, { kind: 'save' })).toMatchObject({
      imageAlt: 'Roof',
    });
  });

  it('makes a new post a draft unless published or scheduled, leaving an empty address to the server', () => {
    const values = { ...emptyFormValues('2026-11-23'), title: 'Café crème' };
    expect(newPostFromValues(values, undefined, { kind: 'save' })).toEqual({
      title: 'Café crème',
      excerpt: '',
      content: '',
      imageUrl: null,
      author: null,
      coverages: [],
      date: '2026-11-23',
      status: 'draft',
    });
    expect(newPostFromValues({ ...values, slug: 'cafe-creme' }, undefined, { kind: 'publish' })).toMatchObject({
      slug: 'cafe-creme',
      status: 'published',
    });
  });
});

describe('the author', () => {
  it("starts a new post with the signed-in account's member, and sends the one chosen, or null for no byline", () => {
    const values = { ...emptyFormValues('2026-11-23', 'thomas-whitcomb'), title: 'Teen drivers' };
    expect(values.author).toBe('thomas-whitcomb');
    expect(emptyFormValues('2026-11-23').author).toBe('');
    expect(newPostFromValues(values, undefined, { kind: 'save' }).author).toBe('thomas-whitcomb');
    const initial = formValuesFromPost({ ...post, author: 'eleanor-whitcomb' });
    expect(postUpdateFromValues({ ...initial, author: '' }, undefined, initial).author).toBeNull();
    expect(sameValues(initial, { ...initial, author: 'thomas-whitcomb' })).toBe(false);
  });
});

describe('imageUrlToSave', () => {
  it('keeps paths and other sites, trims, and turns this site’s own address (http or https) into a path', () => {
    expect(imageUrlToSave(' /media/a.webp ')).toBe('/media/a.webp');
    expect(imageUrlToSave('https://cdn.example/a.jpg', 'https://agency.example')).toBe('https://cdn.example/a.jpg');
    expect(imageUrlToSave('https://agency.example/media/a.jpg', 'https://agency.example')).toBe('/media/a.jpg');
    expect(imageUrlToSave('http://127.0.0.1:8000/media/a.jpg', 'http://127.0.0.1:8000')).toBe('/media/a.jpg');
    expect(imageUrlToSave('HTTPS://agency.example/media/a.jpg', 'http://agency.example')).toBe('/media/a.jpg');
    expect(imageUrlToSave('https://agency.example.evil/media/a.jpg', 'https://agency.example')).toBe(
      'https://agency.example.evil/media/a.jpg',
    );
    expect(imageUrlToSave('')).toBeNull();
  });
});

describe('sameValues', () => {
  it('tells a changed form from an untouched one', () => {
    const values = formValuesFromPost(post);
    expect(sameValues(values, { ...values })).toBe(true);
    expect(sameValues(values, { ...values, excerpt: 'x' })).toBe(false);
  });
});

describe('image preview', () => {
  it('previews site paths and web addresses only', () => {
    expect(previewableImageUrl('/media/a.png')).toBe('/media/a.png');
    expect(previewableImageUrl(' https://cdn.example/a.png ')).toBe('https://cdn.example/a.png');
    expect(previewableImageUrl('h')).toBeNull();
    expect(previewableImageUrl('//evil.example/a.png')).toBeNull();
    expect(previewableImageUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('failureMessage', () => {
  it('puts the server reason after the spec message', async () => {
    stubFetch({ '/api/admin/blog-posts/a': () => Response.json({ message: 'Sign in to make changes' }, { status: 401 }) });
    const cause = await apiWrite('PATCH', '/api/admin/blog-posts/a', { body: {} }).catch((e: unknown) => e);
    expect(failureMessage(new Error(UPDATE_FAILED_MESSAGE, { cause }))).toBe(
      'Failed to update blog post: Sign in to make changes',
    );
    expect(failureMessage(new Error(UPDATE_FAILED_MESSAGE))).toBe('Failed to update blog post');
  });
});
