// The office's phone as the way on when booking online cannot help (no open time, a link that no longer works).
import { telHref, useSiteFacts } from '@/lib/site-facts';

/** Said when no time is open: the office's phone, from the agency's facts. */
export function CallUs({ lead, joiner = ' — call us at' }: { lead: string; joiner?: string }) {
  const { data: facts } = useSiteFacts();
  return (
    <p>
      {lead}
      {facts ? (
        <>
          {joiner}{' '}
          <a href={telHref(facts.phone)} className="font-semibold text-teal-700 underline underline-offset-4">
            {facts.phone}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}
