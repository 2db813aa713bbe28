// Tests of the agency's years in copy: both placeholders filled from the one founding year, however deep in a
// document, and filled by the copy hook from the site facts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connecticutYear, fillAgencyYears, yearsInBusiness } from '@/lib/agency-years';
import { useCopy } from '@/lib/copy-query';
import { siteFacts } from '@/testing/fixtures';
import { siteFactsKeys } from '@/lib/site-facts';

describe('fillAgencyYears', () => {
  it('writes the founding year and the whole years since', () => {
    expect(fillAgencyYears('Since {founded}: {yearsInBusiness} years, since {founded}.', 1986, 2026)).toBe(
      'Since 1986: 40 years, since 1986.',
    );
  });

  it('fills every string of a document, leaving the rest as it is', () => {
    const team = { whyChooseUs: ['{yearsInBusiness} years'], agents: [{ since: 1986, bio: ['Here since {founded}.'] }] };
    expect(fillAgencyYears(team, 1990, 2026)).toEqual({
      whyChooseUs: ['36 years'],
      agents: [{ since: 1986, bio: ['Here since 1990.'] }],
    });
    expect(fillAgencyYears({ photo: null, html: '<p>In {founded}.</p>' }, 1986, 2026)).toEqual({
      photo: null,
      html: '<p>In 1986.</p>',
    });
  });

  it('leaves other braces alone', () => {
    expect(fillAgencyYears('{name} and {Founded} and {founded', 1986, 2026)).toBe('{name} and {Founded} and {founded');
  });
});

describe('yearsInBusiness', () => {
  it('counts whole years and never below zero', () => {
    expect(yearsInBusiness(1986, 2026)).toBe(40);
    expect(yearsInBusiness(2030, 2026)).toBe(0);
  });

  it("takes the year in Connecticut, not the computer's", () => {
    // 03:00 UTC on 1 January is still New Year's Eve in Connecticut.
    expect(connecticutYear(Date.UTC(2027, 0, 1, 3))).toBe(2026);
    expect(connecticutYear(Date.UTC(2027, 0, 1, 6))).toBe(2027);
  });
});

describe('useCopy', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('serves a copy document with the years filled from the site facts', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1), toFake: ['Date'] });
    vi.stubGlobal('fetch', async () => Response.json({ headline: 'Here since {founded}, {yearsInBusiness} years' }));
    const client = new QueryClient();
    client.setQueryData(siteFactsKeys.all, { ...siteFacts, founded: 1990 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCopy('home'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ headline: 'Here since 1990, 36 years' }));
  });
});
