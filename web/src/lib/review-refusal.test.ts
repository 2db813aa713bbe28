// A write refused for its wording is told apart from other refusals, wrapped in an action's error or not.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiErrorOf } from '@/lib/api-error-of';
import { refusedFindings } from '@/lib/review-refusal';

const finding = {
  rule: 'price-claim',
  severity: 'risk' as const,
  message: 'Why.',
  excerpt: 'We have the lowest price.',
  suggestion: 'Say what the agency does.',
  phrase: 'lowest price',
  field: 'content',
};

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('refusedFindings', () => {
  it('reads the findings of a 409 that names them, also as the cause of an action error', async () => {
    const error = await apiErrorOf(answer(409, { message: 'This post has wording to review before it goes public.', findings: [finding] }));
    expect(error.message).toBe('This post has wording to review before it goes public.');
    expect(refusedFindings(error)).toEqual([finding]);
    expect(refusedFindings(new Error('Failed to update blog post', { cause: error }))).toEqual([finding]);
  });

  it('gives null for any other refusal', async () => {
    expect(refusedFindings(await apiErrorOf(answer(409, { message: 'A post already lives there' })))).toBeNull();
    expect(refusedFindings(new ApiError(422, 'Invalid'))).toBeNull();
    expect(refusedFindings(new Error('offline'))).toBeNull();
  });
});
