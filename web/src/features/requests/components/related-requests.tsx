// The person's other requests (same e-mail or phone, within 30 days), newest first, each opening its request.
import { Link } from 'wouter';
import { KIND_LABELS } from '@/config/request-kinds';
import { StatusBadge } from '@/features/requests/components/request-badges';
import type { RelatedRequest } from '@/features/requests/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';

type RelatedRequestsProps = { related: readonly RelatedRequest[]; hrefOf: (id: number) => string };

export function RelatedRequests({ related, hrefOf }: RelatedRequestsProps) {
  if (!related.length) return null;
  return (
    <section aria-labelledby="related-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="related-heading" className="text-lg font-bold text-navy-900">
        Other requests from this person
      </h2>
      <p className="text-sm text-slate-600">Same e-mail address or phone number, within 30 days.</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {related.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <Link href={hrefOf(other.id)} className="font-mono font-semibold text-navy-800 underline underline-offset-4 hover:text-teal-700">
              {other.reference}
            </Link>
            <span className="text-sm text-slate-700">{KIND_LABELS[other.kind] ?? other.kind}</span>
            <time dateTime={other.createdAt} className="text-sm text-slate-600">
              {formatConnecticutShort(other.createdAt)}
            </time>
            <StatusBadge status={other.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
