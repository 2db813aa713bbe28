// Tests of "Send as newsletter"'s decisions: what is missing before a send, the request it makes, and which
// findings need a tick.
import { describe, expect, it } from 'vitest';
import { findingsToAcknowledge, sendProblems, sendRequestOf, type SendForm } from '@/features/newsletter-staff/lib/send-form';
import type { Finding } from '@/lib/api-types';
import { findingKey } from '@/lib/finding-identity';

const finding = (change: Partial<Finding> = {}): Finding => ({
  rule: 'price-claim',
  phrase: 'lowest price',
  phraseAt: 14,
  excerpt: 'We guarantee the lowest price.',
  field: 'content',
  message: 'A price claim.',
  severity: 'risk',
  suggestion: null,
  ...change,
});
const form = (change: Partial<SendForm> = {}): SendForm => ({
  topics: ['home-auto'],
  subject: 'Winter Driving Tips',
  when: 'now',
  at: '2026-12-01T09:00',
  force: false,
  acknowledged: new Set(),
  ...change,
});
const NOW = Date.parse('2026-11-29T12:00:00Z');
const ok = { findings: [], alreadySent: false, now: NOW };

describe('sendProblems', () => {
  it('finds nothing missing in a full form', () => {
    expect(sendProblems(form(), ok)).toEqual({});
  });

  it('asks for a topic, a subject, and a time to come when scheduled', () => {
    expect(sendProblems(form({ topics: [], subject: '  ' }), ok)).toEqual({
      topics: expect.stringContaining('at least one topic'),
      subject: expect.stringContaining('subject line'),
    });
    expect(sendProblems(form({ subject: 'x'.repeat(201) }), ok).subject).toContain('under 200');
    expect(sendProblems(form({ when: 'later', at: '2026-11-29T06:59' }), ok).at).toContain('already passed');
    expect(sendProblems(form({ when: 'later', at: '2026-11-29T07:01' }), ok).at).toBeUndefined();
    expect(sendProblems(form({ when: 'later', at: '' }), ok).at).toContain('Enter the date');
    // A time passed matters only when scheduling.
    expect(sendProblems(form({ when: 'now', at: '2020-01-01T09:00' }), ok).at).toBeUndefined();
  });

  it('asks for every finding to be ticked, and for force when the post went before', () => {
    const two = [finding(), finding({ rule: 'guarantee', phrase: 'guarantee' })];
    expect(sendProblems(form(), { ...ok, findings: two }).findings).toContain('all 2 findings');
    const one = new Set([findingKey(two[0]!)]);
    expect(sendProblems(form({ acknowledged: one }), { ...ok, findings: two }).findings).toContain('the finding');
    const both = new Set(two.map(findingKey));
    expect(sendProblems(form({ acknowledged: both }), { ...ok, findings: two }).findings).toBeUndefined();
    expect(sendProblems(form(), { ...ok, alreadySent: true }).force).toContain('Send again anyway');
    expect(sendProblems(form({ force: true }), { ...ok, alreadySent: true }).force).toBeUndefined();
  });
});

describe('sendRequestOf', () => {
  const post = { slug: 'winter-driving-tips', title: 'Winter Driving Tips', findings: [] as Finding[] };

  it('leaves out the subject when it is the title, the time when now, force when not chosen', () => {
    expect(sendRequestOf(form({ subject: ' Winter Driving Tips ' }), post)).toEqual({
      slug: 'winter-driving-tips',
      topics: ['home-auto'],
      acknowledge: [],
    });
  });

  it('sends a Connecticut wall time as its instant, force, and only the ticked findings', () => {
    const findings = [finding(), finding({ rule: 'guarantee', phrase: null })];
    const request = sendRequestOf(
      form({ subject: 'Icy roads', when: 'later', at: '2026-07-01T09:00', force: true, acknowledged: new Set([findingKey(findings[1]!)]) }),
      { ...post, findings },
    );
    expect(request).toEqual({
      slug: 'winter-driving-tips',
      topics: ['home-auto'],
      subject: 'Icy roads',
      // Summer: Eastern Daylight Time, four hours behind UTC.
      scheduledAt: '2026-07-01T13:00:00.000Z',
      force: true,
      acknowledge: [{ rule: 'guarantee', phrase: '', excerpt: 'We guarantee the lowest price.' }],
    });
  });
});

describe('findingsToAcknowledge', () => {
  it('keeps the preview’s risks and the refused ones, each once, and no advice', () => {
    const advice = finding({ rule: 'jargon', severity: 'advice' });
    const named = finding({ phrase: 'LOWEST PRICE' });
    const other = finding({ rule: 'guarantee' });
    expect(findingsToAcknowledge([finding(), advice], [named, other])).toEqual([finding(), other]);
  });
});
