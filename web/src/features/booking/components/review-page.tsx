// /book/review#link=…: the annual review a mailed link offers, the form filled in from the client's request, booked
// with the link (which the booking spends). An unknown, used or expired link is a clear page, as the manage link's.
import { useQuery } from '@tanstack/react-query';
import { Loading } from '@/features/booking/components/load-lines';
import { getReviewPrefill, refusalOf, typesQueryOptions } from '@/features/booking/api/booking-api';
import { LazyBookType } from '@/features/booking/components/lazy-book-type';
import { LinkRefused, problemOf } from '@/features/booking/components/link-refused';
import { linkOfHash } from '@/features/booking/lib/slot-times';

export function ReviewPage({ hash, zone }: { hash: string; zone?: string | null }) {
  const token = linkOfHash(hash);
  const prefill = useQuery({
    queryKey: ['booking', 'review', token],
    queryFn: () => getReviewPrefill(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const types = useQuery({ ...typesQueryOptions(), enabled: prefill.isSuccess });
  if (!token) return <LinkRefused problem="missing" />;
  if (prefill.isError) {
    const refusal = refusalOf(prefill.error);
    return <LinkRefused problem={refusal ? problemOf(refusal) : 'failed'} message={refusal?.message} />;
  }
  if (types.isError) return <LinkRefused problem="failed" />;
  if (!prefill.data || !types.data) return <Loading />;
  const type = types.data.types.find((t) => t.id === prefill.data.type);
  if (!type) return <LinkRefused problem="failed" message="Reviews cannot be booked online just now." />;
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-lg text-slate-700" data-testid="review-intro">
        {prefill.data.name ? `${prefill.data.name}, it` : 'It'}’s time for your yearly look at your policies. Pick a time
        for your {type.title.toLowerCase()} ({type.durationMinutes} minutes); your details are filled in.
      </p>
      <LazyBookType type={type} prefill={prefill.data} review={token} zone={zone} />
    </div>
  );
}
