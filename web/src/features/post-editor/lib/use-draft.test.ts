// useDraft: the draft starts from the first answer only, tells edits apart from the loaded version, starts afresh
// (new version, no conflict) on each load, and drops its edits when asked.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from '@/features/post-editor/lib/use-draft';
import type { VersionedPost } from '@/features/post-editor/types';
import { staffPosts } from '@/testing/fixtures';

const first: VersionedPost = { post: staffPosts[0]!, etag: '"v1"' };
const second: VersionedPost = { post: { ...staffPosts[0]!, title: 'Renamed' }, etag: '"v2"' };

describe('useDraft', () => {
  it('waits for the first answer, then keeps its draft when later answers come', () => {
    const { result, rerender } = renderHook(({ answer }) => useDraft(answer), {
      initialProps: { answer: undefined as VersionedPost | undefined },
    });
    expect(result.current.draft).toBeNull();
    expect(result.current.dirty).toBe(false);

    rerender({ answer: first });
    expect(result.current.draft?.base).toBe(first);
    expect(result.current.draft?.values.title).toBe(first.post.title);

    rerender({ answer: second });
    expect(result.current.draft?.base).toBe(first);
  });

  it('is dirty while the values differ from the loaded ones, and clean again when they match', () => {
    const { result } = renderHook(() => useDraft(first));
    act(() => result.current.setValue('title', 'Something else'));
    expect(result.current.draft?.values.title).toBe('Something else');
    expect(result.current.dirty).toBe(true);

    act(() => result.current.setValue('title', first.post.title));
    expect(result.current.dirty).toBe(false);
  });

  it('starts a new draft on load: new version, no edits, no conflict', () => {
    const { result } = renderHook(() => useDraft(first));
    const firstVersion = result.current.draft!.version;
    act(() => {
      result.current.setValue('excerpt', 'Edited');
      result.current.markConflict();
    });
    expect(result.current.conflict).toBe(true);

    act(() => result.current.load(second));
    expect(result.current.draft?.base).toBe(second);
    expect(result.current.draft?.values.title).toBe('Renamed');
    expect(result.current.draft?.version).toBeGreaterThan(firstVersion);
    expect(result.current.dirty).toBe(false);
    expect(result.current.conflict).toBe(false);
  });

  it('drops the edits but keeps the loaded version', () => {
    const { result } = renderHook(() => useDraft(first));
    const version = result.current.draft!.version;
    act(() => result.current.setValue('content', '<p>New body</p>'));
    act(() => result.current.dropEdits());
    expect(result.current.dirty).toBe(false);
    expect(result.current.draft?.base).toBe(first);
    expect(result.current.draft?.version).toBe(version);
  });
});
