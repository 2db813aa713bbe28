// The body's word diff: added words in <ins> (underlined), removed words in <del> (struck through), each also
// tinted and announced as added or removed, so no one needs the colours to tell them apart.
import type { ReactNode } from 'react';
import { diffCounts, diffParagraphs } from '@/features/post-editor/lib/version-words';
import type { DiffPart } from '@/features/post-editor/types';

export function Added({ children }: { children: ReactNode }) {
  return (
    <ins className="rounded-sm bg-teal-100 px-0.5 text-teal-950 underline decoration-2 underline-offset-2">
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

export function Removed({ children }: { children: ReactNode }) {
  return (
    <del className="rounded-sm bg-red-100 px-0.5 text-red-950 line-through decoration-2">
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function WordDiff({ parts }: { parts: DiffPart[] }) {
  const paragraphs = diffParagraphs(parts);
  const { added, removed } = diffCounts(parts);
  if (paragraphs.length === 0) return <p className="text-sm text-slate-600">The body was empty.</p>;
  return (
    <div>
      <p className="text-sm text-slate-600">
        {added || removed
          ? `${plural(added, 'word')} added, ${plural(removed, 'word')} removed. Added words are underlined, removed words struck through.`
          : 'The body did not change.'}
      </p>
      <div className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 leading-7 text-slate-900">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="break-words whitespace-pre-wrap">
            {paragraph.map((part, at) =>
              part.op === 'added' ? (
                <Added key={at}>{part.text}</Added>
              ) : part.op === 'removed' ? (
                <Removed key={at}>{part.text}</Removed>
              ) : (
                <span key={at}>{part.text}</span>
              ),
            )}
          </p>
        ))}
      </div>
    </div>
  );
}
