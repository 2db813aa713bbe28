// Agency facts (name, phone, address…): read from the server-injected <script id="site-facts">, else GET /api/site.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

/** GET /api/site: the agency's facts, one file that drives every page showing them. */
export type SiteFacts = Answer<'/api/site', 'get'>;

/** The id of the JSON script tag the service injects in place of `<!--site-facts-->`. */
export const SITE_FACTS_TAG_ID = 'site-facts';
export const SITE_FACTS_URL = '/api/site';

/** The facts embedded in the page, or undefined when the tag is missing or does not hold a JSON object. */
export function readSiteFactsTag(doc?: Document): SiteFacts | undefined {
  // No document on the server: the facts come from the API there.
  const from = doc ?? (typeof document === 'undefined' ? undefined : document);
  const text = from?.getElementById(SITE_FACTS_TAG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as SiteFacts) : undefined;
  } catch {
    return undefined;
  }
}

export function getSiteFacts({ signal }: { signal?: AbortSignal } = {}): Promise<SiteFacts> {
  return apiGet<SiteFacts>(SITE_FACTS_URL, signal ? { signal } : {});
}

export const siteFactsKeys = { all: ['site'] as const };

export function getSiteFactsQueryOptions() {
  return queryOptions({
    queryKey: siteFactsKeys.all,
    queryFn: getSiteFacts,
    // Called once, when the query enters the cache: the tag is parsed on first use only.
    initialData: () => readSiteFactsTag(),
    // Facts change only with a deploy or a content edit, and the page carries a fresh copy on every load:
    // unlike other queries (stale at once), refetching them on mount would only repeat what the tag says.
    staleTime: Infinity,
  });
}

export function useSiteFacts() {
  return useQuery(getSiteFactsQueryOptions());
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** E.164 for a North American number: "(203) 555-0142" → "+12035550142". Other lengths keep their digits. */
export function toE164(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

export function telHref(phone: string): string {
  return `tel:${toE164(phone)}`;
}

export function smsHref(phone: string, body?: string): string {
  return `sms:${toE164(phone)}${body ? `?body=${encodeURIComponent(body)}` : ''}`;
}

export function mailtoHref(email: string, { subject, body }: { subject?: string; body?: string } = {}): string {
  const query = new URLSearchParams();
  if (subject) query.set('subject', subject);
  if (body) query.set('body', body);
  // URLSearchParams encodes spaces as "+", which mail clients show literally: use %20.
  const search = query.toString().replace(/\+/g, '%20');
  return `mailto:${email}${search ? `?${search}` : ''}`;
}

/** "123 Main St, Milford, CT 06460" */
export function formatAddress({ street, city, state, zip }: SiteFacts['address']): string {
  return `${street}, ${city}, ${state} ${zip}`;
}
