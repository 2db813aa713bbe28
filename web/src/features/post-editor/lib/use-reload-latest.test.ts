// useReloadLatest: asks before edits are lost, loads the latest version, and tells a failed reload.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_QUESTION, useReloadLatest } from '@/features/post-editor/lib/use-reload-latest';
import type { VersionedPost } from '@/features/post-editor/types';
import { staffPosts } from '@/testing/fixtures';
import * as toasts from '@/lib/use-toast';

const latest: VersionedPost = { post: staffPosts[0]!, etag: '"v2"' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useReloadLatest', () => {
  it('loads the latest version without asking when nothing would be lost', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const loaded = vi.fn();
    const query = { refetch: vi.fn().mockResolvedValue({ data: latest, error: null }) };
    const { result } = renderHook(() => useReloadLatest(query, false, loaded));
    await act(() => result.current.reloadLatest());
    expect(confirm).not.toHaveBeenCalled();
    expect(loaded).toHaveBeenCalledWith(latest);
    expect(result.current.reloading).toBe(false);
  });

  it('asks before discarding edits, and stays when the editor says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const query = { refetch: vi.fn() };
    const loaded = vi.fn();
    const { result } = renderHook(() => useReloadLatest(query, true, loaded));
    await act(() => result.current.reloadLatest());
    expect(confirm).toHaveBeenCalledWith(RELOAD_QUESTION);
    expect(query.refetch).not.toHaveBeenCalled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('tells why the latest version could not be loaded, keeping the draft', async () => {
    const toast = vi.spyOn(toasts, 'toast');
    const loaded = vi.fn();
    const query = { refetch: vi.fn().mockResolvedValue({ data: undefined, error: new Error('Blog post not found') }) };
    const { result } = renderHook(() => useReloadLatest(query, false, loaded));
    await act(() => result.current.reloadLatest());
    expect(loaded).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', description: 'Blog post not found' }));
  });
});
