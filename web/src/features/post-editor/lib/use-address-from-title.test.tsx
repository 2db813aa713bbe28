// useAddressFromTitle: asks for the address the current title makes (leaving the post's own address out of what
// counts as taken), puts it in the Address field, and tells a failure without touching the field.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFormValues } from '@/features/post-editor/lib/post-form';
import { useAddressFromTitle } from '@/features/post-editor/lib/use-address-from-title';
import type { Draft } from '@/features/post-editor/lib/use-draft';
import { createQueryClient } from '@/lib/query-client';
import * as toasts from '@/lib/use-toast';
import { staffPosts } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const post = staffPosts[0]!;
const values = { ...emptyFormValues(post.date), title: 'Storm Season Checklist', slug: post.slug };
const draft: Draft = { base: { post, etag: '"v1"' }, initial: values, values, version: 1 };
const asked = `/api/admin/slug?title=Storm+Season+Checklist&except=${post.slug}`;

function renderAddressFromTitle(current: Draft | null, setField = vi.fn()) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { setField, ...renderHook(() => useAddressFromTitle(current, setField), { wrapper }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAddressFromTitle', () => {
  it('puts the address made from the current title in the Address field', async () => {
    const fetchMock = stubFetch({ [asked]: () => jsonResponse({ slug: 'storm-season-checklist' }) });
    const { result, setField } = renderAddressFromTitle(draft);
    await act(() => result.current.addressFromTitle());
    expect(fetchMock).toHaveBeenCalledWith(asked, expect.anything());
    expect(setField).toHaveBeenCalledWith('slug', 'storm-season-checklist');
    expect(result.current.usingTitle).toBe(false);
  });

  it('tells a failure and leaves the field as it is', async () => {
    stubFetch({});
    const toast = vi.spyOn(toasts, 'toast');
    const { result, setField } = renderAddressFromTitle(draft);
    await act(() => result.current.addressFromTitle());
    expect(setField).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    expect(result.current.usingTitle).toBe(false);
  });

  it('does nothing before the post is loaded', async () => {
    const fetchMock = stubFetch({});
    const { result, setField } = renderAddressFromTitle(null);
    await act(() => result.current.addressFromTitle());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(setField).not.toHaveBeenCalled();
  });
});
