// Tests of the requests-per-week chart: one image named by its caption and a summary in words, a bar a week with its
// kinds stacked to scale, whole numbers on the scale, and the latest week's date always shown.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeeksChart, weeksSummary } from '@/features/requests/components/weeks-chart';

const weeks = [
  { start: '2026-11-02', counts: { quote: 0, 'policy-change': 0 } },
  { start: '2026-11-09', counts: { quote: 3, 'policy-change': 2 } },
  { start: '2026-11-16', counts: { quote: 1, 'policy-change': 0 } },
];

describe('WeeksChart', () => {
  it('says in words what it draws', () => {
    expect(weeksSummary(weeks)).toBe(
      '6 requests over 3 weeks; the most in the week of November 9, 2026 (5); 1 in the week of November 16, 2026. ' +
        'The table below lists each week by kind.',
    );
    expect(weeksSummary([{ start: '2026-11-16', counts: { quote: 1 } }])).toBe(
      '1 request over 1 week; the most in the week of November 16, 2026 (1). The table below lists each week by kind.',
    );
  });

  it('is one image, a bar a week with its kinds stacked to scale', () => {
    render(<WeeksChart weeks={weeks} />);
    const chart = screen.getByRole('img', { name: /^Requests per week 6 requests over 3 weeks/ });
    const bars = [...chart.querySelectorAll('[data-testid="week-bar"]')];
    expect(bars.map((bar) => bar.getAttribute('data-total'))).toEqual(['0', '5', '1']);
    // The scale's top is 5: the busiest week fills the plot, its 3 quotes and 2 changes stacked.
    const heights = [...bars[1]!.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    expect(heights[0]! / heights[1]!).toBeCloseTo(3 / 2);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent).slice(0, 2)).toEqual(['0', '5']);
    expect(chart).toHaveTextContent('Nov 16');
  });
});
