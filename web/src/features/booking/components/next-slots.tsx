// The request-received page's offer: the next three open times (GET /api/booking/next), each a link to its type's
// booking page with that time chosen (after "#start="), and a link to all open times. Nothing but the link to /book
// while they load, or when none is open or they could not be read.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { nextQueryOptions } from '@/features/booking/api/next-slots-query';
import { AGENCY_TIME_ZONE } from '@/lib/agency-clock';

/** "Mon, Nov 30, 1:30 PM": a start as the office's clock reads it (one formatter: this page loads no more). */
const slotLabel = (start: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(start));

/** The booking page of `type` with `start` chosen. */
export const slotHref = (type: string, start: string) => `${paths.bookType.getHref(type)}#start=${encodeURIComponent(start)}`;

export function NextSlots({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const next = useQuery(nextQueryOptions());
  const Heading = `h${headingLevel}` as const;
  const slots = next.data?.slots ?? [];
  return (
    <section aria-labelledby="next-slots" className="space-y-3 rounded-xl border border-teal-200 bg-teal-50 p-6" data-testid="next-slots">
      <Heading id="next-slots" className="text-xl font-bold text-navy-900">
        Rather talk it through? Book a call
      </Heading>
      {next.data && slots.length > 0 ? (
        <>
          <p className="text-slate-700">The next open times (Milford, Connecticut time):</p>
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {slots.map((start) => (
              <li key={start}>
                <Link href={slotHref(next.data.type, start)} className={buttonVariants({ variant: 'outline' })}>
                  {slotLabel(start)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link href={paths.book.getHref()} className="font-semibold text-teal-700 underline underline-offset-4">
        See all open times
      </Link>
    </section>
  );
}
