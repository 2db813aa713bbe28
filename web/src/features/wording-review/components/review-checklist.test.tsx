// The checklist before a text goes public: advice never holds it up, every risk finding must be ticked, a finding
// reviewed before starts ticked with who reviewed it, and what is sent names each ticked finding.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewChecklist } from '@/features/wording-review/components/review-checklist';
import type { Finding } from '@/lib/api-types';

const sentence = 'We guarantee the lowest price and complete coverage.';
const risk = (rule: string, phrase: string): Finding => ({
  rule,
  severity: 'risk',
  message: `Why ${phrase} is a risk.`,
  excerpt: sentence,
  suggestion: `Instead of ${phrase}, say what the agency does.`,
  phrase,
  field: 'content',
  phraseAt: sentence.indexOf(phrase),
});
const advice: Finding = {
  rule: 'excerpt-missing',
  severity: 'advice',
  message: 'Search results and cards show the excerpt.',
  excerpt: '',
  suggestion: 'Write a sentence or two.',
  phrase: null,
  field: 'excerpt',
  phraseAt: null,
};
const findings = [risk('promise-of-outcome', 'guarantee'), risk('price-claim', 'lowest price'), advice];

function renderChecklist(props: Partial<Parameters<typeof ReviewChecklist>[0]> = {}) {
  const onConfirm = vi.fn();
  render(
    <ReviewChecklist
      open
      onOpenChange={() => {}}
      action="Publish"
      findings={findings}
      error={null}
      onRetry={() => {}}
      reviews={[]}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, dialog: screen.getByRole('dialog', { name: 'Check the wording before it goes public' }) };
}

describe('ReviewChecklist', () => {
  it('goes on only once every risk finding is ticked, sending them as acknowledged', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = renderChecklist();
    const go = within(dialog).getByRole('button', { name: 'Publish' });
    const boxes = within(dialog).getAllByRole('checkbox', { name: "I've reviewed this wording" });
    expect(boxes).toHaveLength(2);
    expect(within(dialog).getByText('lowest price', { selector: 'mark' })).toBeInTheDocument();
    expect(within(dialog).getByText('Instead of lowest price, say what the agency does.')).toBeInTheDocument();
    expect(within(dialog).getByText('Search results and cards show the excerpt.')).toBeInTheDocument();
    expect(go).toBeDisabled();
    await user.click(boxes[0]!);
    expect(go).toBeDisabled();
    await user.click(boxes[1]!);
    expect(go).toBeEnabled();
    await user.click(go);
    expect(onConfirm).toHaveBeenCalledWith([
      { rule: 'promise-of-outcome', phrase: 'guarantee', excerpt: sentence },
      { rule: 'price-claim', phrase: 'lowest price', excerpt: sentence },
    ]);
  });

  it('starts a finding reviewed before ticked, in any case of its phrase, and lets advice alone through', async () => {
    const review = { rule: 'price-claim', phrase: 'Lowest Price', excerpt: sentence, by: 'ann', at: '2026-11-20T15:00:00Z' };
    const { dialog } = renderChecklist({ reviews: [review] });
    const boxes = within(dialog).getAllByRole('checkbox', { name: "I've reviewed this wording" });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
    expect(within(dialog).getByText(/Reviewed by ann on Nov 20, 2026/)).toBeInTheDocument();
  });

  it('says when there is nothing to review, and waits while the findings load', () => {
    renderChecklist({ findings: [] });
    expect(screen.getByText('No wording to review.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('waits for the findings before going on', () => {
    renderChecklist({ findings: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });
});
