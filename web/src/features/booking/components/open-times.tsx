// A meeting type's open times, read afresh: a loading line, the picker, the empty page ("No open times in the next
// N days — call us") or what failed with a way to try again.
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, Loading } from '@/features/booking/components/load-lines';
import { DAYS_PER_READ, slotsQueryOptions } from '@/features/booking/api/booking-api';
import { SlotPicker } from '@/features/booking/components/slot-picker';
import { CallUs } from '@/features/booking/components/call-us';

type OpenTimesProps = {
  type: string;
  selected: string | null;
  onSelect: (start: string) => void;
  zone?: string | null;
};

export function OpenTimes({ type, selected, onSelect, zone }: OpenTimesProps) {
  const slots = useQuery(slotsQueryOptions(type));
  if (slots.isPending) return <Loading />;
  if (slots.isError)
    return <LoadFailed onRetry={() => void slots.refetch()}>The open times could not be loaded.</LoadFailed>;
  const days = slots.data.days.filter((day) => day.slots.length > 0);
  if (days.length === 0)
    return (
      <div role="status" data-testid="no-open-times" className="rounded-lg border border-navy-100 bg-navy-50 p-5 text-navy-900">
        <CallUs lead={`No open times in the next ${slots.data.days.length || DAYS_PER_READ} days`} />
      </div>
    );
  return <SlotPicker days={days} selected={selected} onSelect={onSelect} zone={zone} />;
}
