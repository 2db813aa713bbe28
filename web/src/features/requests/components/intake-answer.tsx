// One answer of the application: its question's label and the answer in words. A sensitive answer shows masked with
// "Reveal", which asks the service for it (the timeline records who saw which answer) and shows it in its place.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DetailRow } from '@/features/requests/components/detail-row';
import { useRevealAnswer, type RevealTarget } from '@/features/requests/api/intake';
import { answerWords, isMasked, type IntakeQuestion } from '@/features/requests/lib/intake-application';
import type { IntakeAnswer } from '@/features/requests/types';
import { errorReason } from '@/lib/error-reason';

type IntakeAnswerRowProps = {
  requestId: number;
  csrfToken: string;
  question: IntakeQuestion;
  answer: IntakeAnswer | undefined;
  target: RevealTarget;
  /** How the timeline names it: "Driver 1 (Ann Lee): License number". */
  name: string;
};

export function IntakeAnswerRow({ requestId, csrfToken, question, answer, target, name }: IntakeAnswerRowProps) {
  const reveal = useRevealAnswer(requestId, csrfToken);
  const [shown, setShown] = useState<string | null>(null);
  const words = answerWords(question, answer);
  if (!isMasked(answer) || shown !== null) {
    return (
      <DetailRow term={question.label}>
        {shown ?? (words ? <span className="whitespace-pre-wrap">{words}</span> : null)}
      </DetailRow>
    );
  }
  return (
    <DetailRow term={question.label}>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono tracking-wider" data-testid="masked-answer">
          {words}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="h-8 print:hidden"
          disabled={reveal.isPending}
          aria-label={`Reveal ${name}`}
          onClick={() => reveal.mutate(target, { onSuccess: setShown })}
        >
          Reveal
        </Button>
        {reveal.isError ? (
          <span role="alert" className="basis-full text-sm text-red-800">
            {errorReason(reveal.error) ?? 'The answer could not be revealed.'}
          </span>
        ) : null}
      </span>
    </DetailRow>
  );
}
