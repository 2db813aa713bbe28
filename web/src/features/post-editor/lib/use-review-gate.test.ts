// Tests of the wording review's gate: nothing is held before a write is sent (a post with nothing to review saves in
// one click); a write the server refused for a risk finding opens the checklist with those findings, and its
// confirmation sends the same write once more, with what staff reviewed.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReviewGate } from '@/features/post-editor/lib/use-review-gate';
import type { PublishIntent } from '@/features/post-editor/types';
import { ApiError } from '@/lib/api-client';
import type { Finding } from '@/lib/api-types';
import { ReviewRefusal } from '@/lib/review-refusal';

const save: PublishIntent = { kind: 'save' };
const schedule: PublishIntent = { kind: 'schedule', publishAt: '2099-07-04T09:30' };
const reviewed = { rule: 'price-claim', phrase: 'lowest price', excerpt: 'We guarantee the lowest price.' };
const finding = { ...reviewed, severity: 'risk' } as unknown as Finding;
const refusal = () => new ReviewRefusal(409, 'Wording to review', [finding]);

describe('useReviewGate', () => {
  const gate = (enabled = true) => renderHook(() => useReviewGate(enabled));

  it('holds nothing up front: it has no way to', () => {
    const { result } = gate();
    expect(result.current.open).toBe(false);
    expect(Object.keys(result.current)).not.toContain('hold');
  });

  it.each<[string, PublishIntent]>([
    ['Update', save],
    ['Schedule', schedule],
  ])('opens the checklist for a refused %s with its findings, then sends it once with what was reviewed', (action, intent) => {
    const { result } = gate();
    const submit = vi.fn();
    let opened = false;
    act(() => {
      opened = result.current.refusedSave(intent, submit, refusal());
    });
    expect(opened).toBe(true);
    expect(result.current.open).toBe(true);
    expect(result.current.action).toBe(action);
    expect(result.current.refusedFindings).toEqual([finding]);
    act(() => result.current.confirm([reviewed]));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ ...intent, acknowledge: [reviewed] });
    expect(result.current.open).toBe(false);
  });

  it('leaves any other refusal to the form', () => {
    const { result } = gate();
    let opened = true;
    act(() => {
      opened = result.current.refusedSave(save, vi.fn(), new ApiError(422, 'Title is missing'));
    });
    expect(opened).toBe(false);
    expect(result.current.open).toBe(false);
  });

  it('opens nothing without the review lent by the app', () => {
    const { result } = gate(false);
    let opened = true;
    act(() => {
      opened = result.current.refusedSave(save, vi.fn(), refusal());
    });
    expect(opened).toBe(false);
    expect(result.current.open).toBe(false);
  });
});
