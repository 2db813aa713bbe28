// The head of a member's card: their photo when copy/team.json gives one (an upload under /media, named by the
// member, in the width variant the browser picks), otherwise their monogram, the initials in a circle in the brand's
// colours. The monogram is hidden from assistive technology: the member's name is the card's heading beside it.
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import type { Agent } from '@/features/team/types';
import { mediaSrcSet } from '@/lib/image-url';
import { useStaticExport } from '@/lib/static-export';

const CIRCLE = 'size-20 shrink-0 rounded-full sm:size-24';

/** "Eleanor Whitcomb" → "EW", "Mary de la Cruz" → "MC", "Cher" → "C": the first and last words' first letters. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return [first, last].map((word) => Array.from(word)[0] ?? '').join('').toUpperCase();
}

function Monogram({ name }: { name: string }) {
  return (
    <div
      aria-hidden="true"
      data-kind="monogram"
      className={`${CIRCLE} flex items-center justify-center bg-navy-800 text-2xl font-bold tracking-wide text-white ring-4 ring-teal-100 select-none sm:text-3xl`}
    >
      {initialsOf(name)}
    </div>
  );
}

export function AgentPortrait({ agent }: { agent: Agent }) {
  const staticExport = useStaticExport();
  if (!agent.photo) return <Monogram name={agent.name} />;
  // A photo that fails to load leaves no broken image: the monogram takes its place.
  return (
    <ImageWithFallback
      sources={[{ src: agent.photo, srcSet: mediaSrcSet(agent.photo, undefined, staticExport), kind: 'photo' }]}
      sizes="6rem"
      alt={agent.name}
      fallback={<Monogram name={agent.name} />}
      className={CIRCLE}
    />
  );
}
