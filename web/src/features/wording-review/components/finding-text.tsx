// One finding's words: the phrase marked in its sentence (or what the advice is about), why it matters, and what
// to write or do instead.
import { phraseInSentence } from '@/features/wording-review/lib/findings';
import type { Finding } from '@/lib/api-types';

export function FindingSentence({ finding }: { finding: Finding }) {
  const cut = phraseInSentence(finding.excerpt, finding.phrase, finding.phraseAt);
  return (
    <q className="block break-words text-slate-900 before:content-none after:content-none">
      {cut ? (
        <>
          {cut.before}
          <mark className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-900">{cut.phrase}</mark>
          {cut.after}
        </>
      ) : (
        finding.excerpt
      )}
    </q>
  );
}

export function FindingText({ finding }: { finding: Finding }) {
  return (
    <div className="space-y-1 text-sm">
      <FindingSentence finding={finding} />
      <p className="text-slate-700">{finding.message}</p>
      {finding.suggestion ? (
        <p className="text-slate-700">
          <span className="font-semibold text-navy-900">Instead: </span>
          {finding.suggestion}
        </p>
      ) : null}
    </div>
  );
}
