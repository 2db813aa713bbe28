// Tests of the wording review's hold: which writes open the checklist before anything is sent (Publish, Schedule,
// Update of a published or scheduled post; never saving a draft or Unpublish), and that its confirmation sends the
// held write once, with what staff reviewed.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { opensChecklistFirst, useReviewGate, type GateStatus } from '@/features/post-editor/lib/use-review-gate';
import type { PublishIntent } from '@/features/post-editor/types';

const save: PublishIntent = { kind: 'save' };
const publish: PublishIntent = { kind: 'publish' };
const schedule: PublishIntent = { kind: 'schedule', publishAt: '2099-07-04T09:30' };
const unpublish: PublishIntent = { kind: 'draft' };
const reviewed = { rule: 'price-claim', phrase: 'lowest price', excerpt: 'We guarantee the lowest price.' };

describe('opensChecklistFirst', () => {
  it.each<[string, PublishIntent, GateStatus, boolean]>([
    ['saving a draft', save, 'draft', false],
    ['saving a new post as a draft', save, 'new', false],
    ['updating a published post', save, 'published', true],
    ['updating a scheduled post', save, 'scheduled', true],
    ['publishing a draft', publish, 'draft', true],
    ['publishing a new post', publish, 'new', true],
    ['publishing a scheduled post now', publish, 'scheduled', true],
    ['scheduling a draft', schedule, 'draft', true],
    ['rescheduling a scheduled post', schedule, 'scheduled', true],
    ['unpublishing a published post', unpublish, 'published', false],
    ['unscheduling a scheduled post', unpublish, 'scheduled', false],
  ])('%s: %s', (_, intent, status, expected) => {
    expect(opensChecklistFirst(intent, status)).toBe(expected);
  });
});

describe('useReviewGate().hold', () => {
  const gate = (status: GateStatus, enabled = true) => renderHook(() => useReviewGate(enabled, status));

  it('lets a draft’s save go straight on: the checklist stays shut', () => {
    const { result } = gate('draft');
    const submit = vi.fn();
    let held = true;
    act(() => {
      held = result.current.hold(save, submit);
    });
    expect(held).toBe(false);
    expect(result.current.open).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });

  it.each<GateStatus>(['published', 'scheduled'])('holds the Update of a %s post for the checklist, then sends it once', (status) => {
    const { result } = gate(status);
    const submit = vi.fn();
    let held = false;
    act(() => {
      held = result.current.hold(save, submit);
    });
    expect(held).toBe(true);
    expect(result.current.open).toBe(true);
    expect(result.current.action).toBe('Update');
    expect(result.current.refusedFindings).toBeNull();
    expect(submit).not.toHaveBeenCalled();

    act(() => result.current.confirm([reviewed]));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ kind: 'save', acknowledge: [reviewed] });
    expect(result.current.open).toBe(false);
    // The write it sends has been through the review: it is not held again.
    let again = true;
    act(() => {
      again = result.current.hold(submit.mock.calls[0]![0] as PublishIntent, submit);
    });
    expect(again).toBe(false);
  });

  it.each<[string, PublishIntent]>([
    ['Publish', publish],
    ['Schedule', schedule],
  ])('holds %s of a draft for the checklist', (action, intent) => {
    const { result } = gate('draft');
    act(() => {
      result.current.hold(intent, vi.fn());
    });
    expect(result.current.open).toBe(true);
    expect(result.current.action).toBe(action);
  });

  it('holds nothing without the review lent by the app', () => {
    const { result } = gate('published', false);
    let held = true;
    act(() => {
      held = result.current.hold(save, vi.fn());
    });
    expect(held).toBe(false);
    expect(result.current.open).toBe(false);
  });
});
