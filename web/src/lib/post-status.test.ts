// The status a post has reached by now.
import { describe, expect, it } from 'vitest';
import { statusAt } from '@/lib/post-status';

describe('statusAt', () => {
  const due = '2026-12-01T14:00:00Z';
  it('keeps a scheduled post scheduled until its time, then counts it published', () => {
    expect(statusAt('scheduled', due, Date.parse(due) - 1)).toBe('scheduled');
    expect(statusAt('scheduled', due, Date.parse(due))).toBe('published');
  });
  it('leaves drafts and published posts as they are', () => {
    expect(statusAt('draft', due, Date.parse(due) + 1)).toBe('draft');
    expect(statusAt('published', null, 0)).toBe('published');
  });
});
