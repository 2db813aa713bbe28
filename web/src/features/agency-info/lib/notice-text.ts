// A notice's text with its {placeholders} filled in: from the agency's facts and the running service's settings.
import { PLACEHOLDER_NAMES, type PlaceholderName } from '@/config/notice-placeholders';
import { answerTimeOf } from '@/config/answer-time';
import { formatAddress, mailtoHref, smsHref, telHref, type SiteFacts } from '@/lib/site-facts';
import type { Notice } from '@/features/agency-info/types';
import type { CopyDocuments } from '@/lib/api-types';
import type { CopyName } from '@/lib/copy-query';

/** The copy documents that are notices. */
export type NoticeName = { [Name in CopyName]: CopyDocuments[Name] extends Notice ? Name : never }[CopyName];

/** The notice a page of the route table shows: the copy document its address's last segment names (/privacy). */
export const noticeOf = (path: string) => path.split('/').at(-1) as NoticeName;

/** A piece of a filled-in text: words, or a link (a phone number, the e-mail address). */
export type NoticePart = string | { text: string; href: string };

export type NoticeValues = Record<PlaceholderName, NoticePart>;

const PLACEHOLDER = new RegExp(`\\{(${PLACEHOLDER_NAMES.join('|')})\\}`, 'g');

/** The text as parts, each known {name} replaced by its value; anything else is left as written. */
export function fillNotice(text: string, values: NoticeValues): NoticePart[] {
  const parts: NoticePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(values[match[1] as PlaceholderName]);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The same text as plain words (a title, the page's head). */
export function fillNoticeText(text: string, values: NoticeValues): string {
  return fillNotice(text, values)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');
}

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** What the site loads from other companies' servers right now, from the facts' map and form embeds. */
export function thirdPartySentence({ map, forms }: Pick<SiteFacts, 'map' | 'forms'>): string {
  const loaded: string[] = [];
  if (map.embedUrl) loaded.push(`the map on our Contact Us page, from ${hostOf(map.embedUrl)}`);
  const formHosts = [forms.quoteEmbedUrl, forms.policyChangeEmbedUrl, forms.embedScriptUrl]
    .filter((address): address is string => Boolean(address))
    .map(hostOf);
  for (const host of new Set(formHosts)) {
    loaded.push(`our request forms, run by an outside form service at ${host} that receives what you type into them`);
  }
  if (loaded.length === 0) return 'The site loads nothing from other companies\u2019 servers.';
  return (
    `The only things the site loads from other companies\u2019 servers are ${loaded.join(' and ')}. ` +
    'Those companies receive your internet (IP) address when your browser loads them, and their own privacy ' +
    'policies apply.'
  );
}

/** The value of every placeholder; `retentionDays` is null until the service's settings have loaded. */
export function noticeValues(facts: SiteFacts, retentionDays: number | null): NoticeValues {
  return {
    retentionDays: retentionDays === null ? '\u2026' : String(retentionDays),
    agencyName: facts.name,
    phone: { text: facts.phone, href: telHref(facts.phone) },
    text: { text: facts.text, href: smsHref(facts.text) },
    email: { text: facts.email, href: mailtoHref(facts.email) },
    address: formatAddress(facts.address),
    answerTime: answerTimeOf(facts),
    thirdParties: thirdPartySentence(facts),
  };
}
