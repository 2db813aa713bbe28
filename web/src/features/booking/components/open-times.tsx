// A meeting type's open times, read afresh: a loading line, the picker, the empty page ("No open times in the next
// N days — call us") or what failed with a way to try again.
import { useQuery } from '@tanstack/react-query';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { DAYS_PER_READ, slotsQueryOptions } from '@/features/booking/api/booking-api';
import { SlotPicker } from '@/features/booking/components/slot-picker';
import { telHref, useSiteFacts } from '@/lib/site-facts';

type OpenTimesProps = {
  type: string;
  selected: string | null;
  onSelect: (start: string) => void;
  zone?: string | null;
};

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

export function OpenTimes({ type, selected, onSelect, zone }: OpenTimesProps) {
  const slots = useQuery(slotsQueryOptions(type));
  if (slots.isPending) return <LoadingStatus className="py-8" />;
  if (slots.isError)
    return <LoadFailure onRetry={() => void slots.refetch()}>The open times could not be loaded.</LoadFailure>;
  const days = slots.data.days.filter((day) => day.slots.length > 0);
  if (days.length === 0)
    return (
      <div role="status" data-testid="no-open-times" className="rounded-lg border border-navy-100 bg-navy-50 p-5 text-navy-900">
        <CallUs lead={`No open times in the next ${slots.data.days.length || DAYS_PER_READ} days`} />
      </div>
    );
  return <SlotPicker days={days} selected={selected} onSelect={onSelect} zone={zone} />;
}
