// Tests of the visit's source: the first page and its referrer and utm tags are kept for the whole visit, the last
// page that is not a request page follows the visitor, and blocked storage keeps and sends nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type RouteId } from '@/config/paths';
import { KINDS } from '@/config/request-kinds';
import { isRequestPage, recordPageView, watchPageViews } from '@/features/forms/lib/visit-record';
import { requestSource } from '@/features/forms/lib/visit-source';

function referredBy(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

/** Shows `address` as wouter does: a history call, then its event. */
function visit(address: string) {
  window.history.pushState(null, '', address);
  window.dispatchEvent(new Event('pushState'));
}

/** Shows `address` and notes it, as the watch does. */
function show(address: string) {
  window.history.pushState(null, '', address);
  recordPageView();
}

afterEach(() => {
  referredBy('');
});

describe('the visit source', () => {
  it('keeps the first page, its referring site and its utm tags for the whole visit', () => {
    referredBy('https://www.google.com/search?q=milford+insurance');
    window.history.replaceState(null, '', `${paths.blogPost.getHref('winter-driving')}?utm_source=newsletter&utm_campaign=winter&x=1`);
    const stop = watchPageViews();
    try {
      referredBy('https://elsewhere.example/');
      visit('/about?utm_source=other&utm_medium=email');
      visit(paths.blogPost.getHref('flood-cover'));
      visit(paths.requestQuote.getHref());
    } finally {
      stop();
    }
    expect(requestSource()).toEqual({
      landingPage: paths.blogPost.getHref('winter-driving'),
      referrerHost: 'www.google.com',
      utmSource: 'newsletter',
      utmCampaign: 'winter',
      sourcePage: paths.blogPost.getHref('flood-cover'),
    });
  });

  it('names no referring site when the visitor came from this site or from none', () => {
    referredBy(`${window.location.origin}/contact`);
    window.history.replaceState(null, '', '/faqs');
    recordPageView();
    expect(requestSource()).toEqual({ landingPage: '/faqs', sourcePage: '/faqs' });

    window.sessionStorage.clear();
    referredBy('');
    recordPageView();
    expect(requestSource()).toEqual({ landingPage: '/faqs', sourcePage: '/faqs' });
  });

  it('never takes a request page for the source, and knows no source when the visit started on one', () => {
    show('/Request-Quote/');
    show(paths.requestReceived.getHref());
    expect(requestSource()).toEqual({ landingPage: '/Request-Quote/' });

    show('/contact');
    show(paths.requestPolicyChange.getHref());
    expect(requestSource()).toMatchObject({ sourcePage: '/contact' });
  });

  it('names the page a form sits on as the source when it is not a request page', () => {
    window.history.replaceState(null, '', '/');
    recordPageView();
    window.history.replaceState(null, '', paths.blogPost.getHref('flood-cover'));
    // Recorded or not yet, the page showing the form is where the request comes from.
    expect(requestSource()).toEqual({ landingPage: '/', sourcePage: paths.blogPost.getHref('flood-cover') });
  });

  it('leaves staff screens out of the visit', () => {
    window.history.replaceState(null, '', '/admin/requests');
    recordPageView();
    expect(requestSource()).toEqual({});
  });

  it('keeps nothing and sends nothing when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    window.history.replaceState(null, '', `${paths.blogPost.getHref('flood-cover')}?utm_source=newsletter`);
    expect(() => recordPageView()).not.toThrow();
    expect(requestSource()).toEqual({});
  });
});

describe('isRequestPage', () => {
  it('knows the request pages from the route table, as the router matches them', () => {
    const kindPages = KINDS.map((kind) => paths[kind.page as RouteId]);
    expect(kindPages.map((route) => route.path)).toEqual(expect.arrayContaining(['/request-quote', '/request-policy-change']));
    for (const route of [...kindPages, paths.requestReceived]) {
      expect(isRequestPage(route.path)).toBe(true);
      expect(isRequestPage(`${route.path.toUpperCase()}/`)).toBe(true);
    }
    expect(isRequestPage('/')).toBe(false);
    expect(isRequestPage(paths.blogPost.getHref('request-quote'))).toBe(false);
  });
});
