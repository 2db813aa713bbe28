// The address typed into the editor's link box: what is saved ("example.com" → "https://example.com", an e-mail
// address → mailto:) or a plain-language reason it is refused. Allowed addresses are the policy's (isAllowedHref).
import { paths } from '@/config/paths';
import { isAllowedHref } from '@/lib/html-policy';

export type LinkAddress = { href: string } | { error: string };

export const LINK_ADDRESS_HELP = `A web address (https://…), an e-mail address, a phone number (tel:…) or a page of this site (${paths.blogPost.getHref('')}…).`;

/** The href to store for `typed`, or why it cannot be a link. */
export function linkAddress(typed: string): LinkAddress {
  const value = typed.trim();
  if (!value) return { error: 'Type the address the link should open.' };
  if (/\s/.test(value)) return { error: 'An address cannot contain spaces. Check it and try again.' };
  if (/^[^@/:]+@[^@/:]+\.[a-z]{2,}$/i.test(value)) return { href: `mailto:${value}` };
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value)) return { href: `https://${value}` };
  if (isAllowedHref(value)) return { href: value };
  return { error: `Links cannot open that kind of address. Use ${LINK_ADDRESS_HELP.charAt(0).toLowerCase()}${LINK_ADDRESS_HELP.slice(1)}` };
}
