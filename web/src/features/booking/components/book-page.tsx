// /book and /book/:type: the meeting types (each a link to its own address), and for the chosen one its open times,
// the form and the confirmation. The types are read here; the times when a type is chosen.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoadFailed, Loading } from '@/features/booking/components/load-lines';
import { paths } from '@/config/paths';
import { typesQueryOptions, type MeetingType } from '@/features/booking/api/booking-api';
import { LazyBookType } from '@/features/booking/components/lazy-book-type';
import { CallUs } from '@/features/booking/components/call-us';
import { PLACE_LABELS } from '@/features/booking/lib/slot-times';
import { fragmentParam } from '@/lib/fragment-params';

/** The start the address chose after "#start=" (the request-received page's links), or null. */
export function startOfHash(hash: string): string | null {
  const start = fragmentParam(hash, 'start');
  return start && !Number.isNaN(Date.parse(start)) ? start : null;
}

function TypeCard({ type, current }: { type: MeetingType; current: boolean }) {
  return (
    <li>
      <Link
        href={paths.bookType.getHref(type.id)}
        aria-current={current ? 'page' : undefined}
        className={
          'block h-full rounded-lg border p-4 hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 ' +
          (current ? 'border-teal-700 bg-teal-50' : 'border-navy-100 bg-white')
        }
      >
        <span className="block font-bold text-navy-900">{type.title}</span>
        <span className="block text-sm text-slate-700">
          {type.durationMinutes} minutes · {type.places.map((place, index) => (index ? PLACE_LABELS[place].toLowerCase() : PLACE_LABELS[place])).join(' or ')}
        </span>
        {type.description ? <span className="mt-1 block text-sm text-slate-700">{type.description}</span> : null}
      </Link>
    </li>
  );
}

export function BookPage({ typeId, hash = '' }: { typeId?: string | undefined; hash?: string }) {
  const types = useQuery(typesQueryOptions());
  if (types.isPending) return <Loading />;
  if (types.isError)
    return <LoadFailed onRetry={() => void types.refetch()}>The kinds of call could not be loaded.</LoadFailed>;
  const { intro, types: list } = types.data;
  const chosen = typeId ? list.find((type) => type.id === typeId) : list.length === 1 ? list[0] : undefined;
  if (list.length === 0)
    return (
      <div role="status" data-testid="no-meeting-types">
        <CallUs lead="Booking online is not open just now" />
      </div>
    );
  return (
    <div className="space-y-8">
      {intro ? <p className="max-w-3xl text-lg text-slate-700">{intro}</p> : null}
      <nav aria-label="Kinds of call">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((type) => (
            <TypeCard key={type.id} type={type} current={type.id === chosen?.id} />
          ))}
        </ul>
      </nav>
      {typeId && !chosen ? (
        <p role="alert" data-testid="unknown-type">
          We don’t offer that kind of call. Please choose one above.
        </p>
      ) : null}
      {chosen ? <LazyBookType key={chosen.id} type={chosen} initialStart={startOfHash(hash)} /> : null}
    </div>
  );
}
