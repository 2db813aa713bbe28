// Tests of the site facts: the injected tag, the /api/site fallback, and the tel:/sms:/mailto: helpers.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { formatAddress, mailtoHref, readSiteFactsTag, smsHref, telHref, useSiteFacts } from '@/lib/site-facts';
import { injectSiteFactsTag, siteFacts } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('link helpers', () => {
  it('builds tel: and sms: links in E.164 form', () => {
    expect(telHref('(203) 555-0142')).toBe('tel:+12035550142');
    expect(telHref('203.555.0142')).toBe('tel:+12035550142');
    expect(telHref('+1 203 555 0142')).toBe('tel:+12035550142');
    expect(smsHref('(203) 555-0143')).toBe('sms:+12035550143');
    expect(smsHref('(203) 555-0143', 'Hi there')).toBe('sms:+12035550143?body=Hi%20there');
  });

  it('builds mailto: links, encoding the subject with %20', () => {
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
    expect(mailtoHref('info@example.com', { subject: 'Quote request & question' })).toBe(
      'mailto:info@example.com?subject=Quote%20request%20%26%20question',
    );
  });

  it('formats the postal address on one line', () => {
    expect(formatAddress(siteFacts.address)).toBe('100 Broad Street, Milford, CT 06460');
  });
});

describe('readSiteFactsTag', () => {
  it('reads the JSON the service injected', () => {
    injectSiteFactsTag();
    expect(readSiteFactsTag()).toEqual(siteFacts);
  });

  it('gives undefined when the tag is missing, empty or not a JSON object', () => {
    expect(readSiteFactsTag()).toBeUndefined();
    const tag = document.createElement('script');
    tag.id = 'site-facts';
    tag.type = 'application/json';
    document.head.append(tag);
    expect(readSiteFactsTag()).toBeUndefined();
    tag.textContent = '<!--site-facts-->';
    expect(readSiteFactsTag()).toBeUndefined();
    tag.textContent = '[1, 2]';
    expect(readSiteFactsTag()).toBeUndefined();
  });
});

describe('useSiteFacts', () => {
  it('uses the injected facts at once, without a request', () => {
    injectSiteFactsTag();
    const fetchMock = stubFetch({});

    const { result } = renderHook(() => useSiteFacts(), { wrapper });

    expect(result.current.data).toEqual(siteFacts);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to GET /api/site when the page has no facts', async () => {
    const fetchMock = stubFetch({ '/api/site': () => jsonResponse(siteFacts) });

    const { result } = renderHook(() => useSiteFacts(), { wrapper });

    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(siteFacts));
    expect(fetchMock).toHaveBeenCalledWith('/api/site', expect.objectContaining({ credentials: 'include' }));
  });
});
