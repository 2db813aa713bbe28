// The placeholders a document's text may hold ({yearsInBusiness}, {phone}, …) as the form shows them: a chip that
// says what it stands for and its value now ("years in business: 28"); the text itself keeps the braces.
import { PLACEHOLDER_NAMES } from '@/config/notice-placeholders';
import { AGENCY_YEAR_PLACEHOLDERS, yearsInBusiness } from '@/lib/agency-years';
import type { SiteFacts } from '@/lib/site-facts';
import { labelFromKey } from '@/features/document-editor/lib/schema-nodes';

/** Every placeholder some document's text may name: the agency's years, and the facts notices and steps name. */
export const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set<string>([...AGENCY_YEAR_PLACEHOLDERS, ...PLACEHOLDER_NAMES]);

/** A run of plain text, or a placeholder by name. */
export type TextPiece = string | { placeholder: string };

/** The text cut into plain runs and the known placeholders in it. */
export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{([A-Za-z]+)\}/g)) {
    const name = match[1] ?? '';
    if (!KNOWN_PLACEHOLDERS.has(name)) continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ placeholder: name });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

export const hasPlaceholders = (text: unknown): text is string =>
  typeof text === 'string' && textPieces(text).some((piece) => typeof piece !== 'string');

/** The value each placeholder the web can know has now, from the agency's facts and this year. */
export function placeholderValues(facts: SiteFacts | undefined, year: number): Record<string, string> {
  if (!facts) return {};
  const { street, city, state, zip } = facts.address;
  return {
    founded: String(facts.founded),
    yearsInBusiness: String(yearsInBusiness(facts.founded, year)),
    agencyName: facts.name,
    phone: facts.phone,
    text: facts.text,
    email: facts.email,
    address: `${street}, ${city}, ${state} ${zip}`,
  };
}

/** A chip's words: "years in business: 28", or only what it stands for when its value is the server's to fill. */
export function chipText(name: string, values: Record<string, string>): string {
  const label = labelFromKey(name).toLowerCase();
  const value = values[name];
  return value === undefined ? label : `${label}: ${value}`;
}
