// Findings in staff terms: which are risks, whether one was reviewed before, what a write sends to acknowledge it,
// and where its phrase sits in its sentence.
import type { Finding, WordingReview } from '@/lib/api-types';
import { findingKey, isRisk } from '@/lib/finding-identity';

export { acknowledgementOf, findingKey, isRisk } from '@/lib/finding-identity';

/** The earlier review that covers a finding, if any. */
export function reviewOf(finding: Finding, reviews: readonly WordingReview[]): WordingReview | undefined {
  const key = findingKey(finding);
  return reviews.find((review) => findingKey(review) === key);
}

/** Risks first, then advice, each in the order the checks found them. */
export const riskFirst = (findings: readonly Finding[]): Finding[] => [
  ...findings.filter(isRisk),
  ...findings.filter((finding) => !isRisk(finding)),
];

export type PhraseInSentence = { before: string; phrase: string; after: string };

/**
 * The sentence cut around its phrase: where the service says it starts (`phraseAt`; the same words may stand
 * elsewhere in the sentence, say in a coverage's name that is no claim), else the first place it appears, in any
 * case; null when it is not in it.
 */
export function phraseInSentence(
  excerpt: string,
  phrase: string | null | undefined,
  phraseAt?: number | null,
): PhraseInSentence | null {
  if (!phrase) return null;
  const said = phraseAt ?? -1;
  const fits = said >= 0 && excerpt.slice(said, said + phrase.length).toLowerCase() === phrase.toLowerCase();
  const at = fits ? said : excerpt.toLowerCase().indexOf(phrase.toLowerCase());
  if (at < 0) return null;
  return { before: excerpt.slice(0, at), phrase: excerpt.slice(at, at + phrase.length), after: excerpt.slice(at + phrase.length) };
}

/** "2 to review, 1 piece of advice"; "" for none. */
export function findingCounts(findings: readonly Finding[]): string {
  const risks = findings.filter(isRisk).length;
  const advice = findings.length - risks;
  const parts = [];
  if (risks) parts.push(`${risks} to review`);
  if (advice) parts.push(`${advice} ${advice === 1 ? 'piece' : 'pieces'} of advice`);
  return parts.join(', ');
}
