// A post's status as a badge (Draft, Scheduled with when, Published): told by its word and an icon shape, never
// by colour alone.
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { cn } from '@/lib/cn';
import { STATUS_LABELS, type PostStatus } from '@/lib/post-status';

const STYLES: Record<PostStatus, string> = {
  draft: 'border-slate-300 bg-slate-100 text-slate-800',
  scheduled: 'border-amber-300 bg-amber-50 text-amber-900',
  published: 'border-teal-300 bg-teal-50 text-teal-900',
};

function StatusIcon({ status }: { status: PostStatus }) {
  const common = {
    viewBox: '0 0 16 16',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
    className: 'size-3.5 shrink-0',
  };
  if (status === 'draft') {
    return (
      <svg {...common}>
        <path d="M10.5 2.5l3 3L6 13H3v-3z" />
      </svg>
    );
  }
  if (status === 'scheduled') {
    return (
      <svg {...common}>
        <circle cx="8" cy="8" r="5.5" />
        <path d="M8 5v3l2 1.5" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}

type StatusBadgeProps = {
  status: PostStatus;
  /** For a scheduled post: when it appears (UTC ISO), shown in Connecticut time. */
  publishAt?: string | null;
  className?: string;
};

export function StatusBadge({ status, publishAt, className }: StatusBadgeProps) {
  const when = status === 'scheduled' && publishAt ? formatConnecticutShort(publishAt) : null;
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        STYLES[status],
        className,
      )}
    >
      <StatusIcon status={status} />
      <span className="truncate">
        {STATUS_LABELS[status]}
        {when ? ` · ${when}` : null}
      </span>
    </span>
  );
}
