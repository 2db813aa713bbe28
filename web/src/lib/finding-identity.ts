// Which findings of the wording checks are risks, what makes two findings the same one, and what a write sends to
// acknowledge one: shared by the wording review and the newsletter's "Send as newsletter".
import type { Acknowledgement, Finding } from '@/lib/api-types';

type Identified = Pick<Finding, 'rule' | 'excerpt'> & { phrase?: string | null };

/** What makes two findings the same one for a review: the rule, the phrase in any case, the sentence. */
export const findingKey = ({ rule, phrase, excerpt }: Identified): string =>
  JSON.stringify([rule, (phrase ?? '').toLowerCase(), excerpt]);

export const isRisk = (finding: Finding): boolean => finding.severity === 'risk';

export const acknowledgementOf = ({ rule, phrase, excerpt }: Finding): Acknowledgement => ({
  rule,
  phrase: phrase ?? '',
  excerpt,
});
