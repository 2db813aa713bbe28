// The requests' reports over the last weeks: how many came each week by kind, from which sources and after which
// pages or posts, and the median time to first contact in words. Each count is a table that scrolls sideways.
import type { ReactNode } from 'react';
import { cell, ScrollTable } from '@/components/ui/scroll-table';
import { KIND_LABELS, REQUEST_KINDS } from '@/config/request-kinds';
import { hoursInWords } from '@/features/requests/lib/request-text';
import type { RequestReports as Reports } from '@/features/requests/types';
import { formatLongDate } from '@/lib/dates';

/** A report's table: the first column names the row, the others are counts. */
function ReportTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const counts = head.map((_, index) => index).slice(1);
  return (
    <ScrollTable caption={caption} head={head} numeric={counts}>
      {children}
    </ScrollTable>
  );
}

export function WeeksTable({ weeks }: Pick<Reports, 'weeks'>) {
  return (
    <ReportTable caption="Requests per week, by kind" head={['Week of', ...REQUEST_KINDS.map((kind) => `${KIND_LABELS[kind]}s`), 'All']}>
      {weeks.map((week) => (
        <tr key={week.start}>
          <th scope="row" className={`${cell} text-left font-medium`}>
            <time dateTime={week.start}>{formatLongDate(week.start)}</time>
          </th>
          {REQUEST_KINDS.map((kind) => (
            <td key={kind} className={`${cell} text-right tabular-nums`}>
              {week.counts[kind] ?? 0}
            </td>
          ))}
          <td className={`${cell} text-right font-semibold tabular-nums`}>
            {Object.values(week.counts).reduce((sum, count) => sum + (count ?? 0), 0)}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}

export function SourcesTable({ sources }: Pick<Reports, 'sources'>) {
  return (
    <ReportTable caption="Where requests came from" head={['Source', 'Requests']}>
      {sources.map(({ source, count }) => (
        <tr key={source}>
          <th scope="row" className={`${cell} text-left font-medium break-all`}>
            {source}
          </th>
          <td className={`${cell} text-right tabular-nums`}>{count}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** A recorded page as a link on this site, named by its own title (the post's, the product page's ...) when known. */
function PageCell({ page, title }: { page: string; title: string | null }) {
  const onSite = page.startsWith('/') && !page.startsWith('//');
  const name = title ?? page;
  return onSite ? (
    <a href={page} className="font-semibold text-navy-800 underline underline-offset-4 hover:text-teal-700">
      {name}
    </a>
  ) : (
    <>{name}</>
  );
}

export function PagesTable({ pages }: Pick<Reports, 'pages'>) {
  return (
    <ReportTable caption="Pages the requests were sent from" head={['Page', 'Requests']}>
      {pages.map(({ page, title, count }) => (
        <tr key={page}>
          <th scope="row" className={`${cell} text-left font-medium break-all`}>
            <PageCell page={page} title={title} />
            {title ? <span className="block text-xs font-normal text-slate-600">{page}</span> : null}
          </th>
          <td className={`${cell} text-right tabular-nums`}>{count}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

export function FirstContactSummary({ hours, total }: { hours: number | null; total: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <p className="text-sm font-semibold text-slate-600">Median time to first contact</p>
      <p className="text-2xl font-extrabold text-navy-900" data-testid="median-first-contact">
        {hours === null ? 'No contact logged yet' : hoursInWords(hours)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {total} {total === 1 ? 'request' : 'requests'} in these weeks
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Measured from each request&apos;s first call, text or e-mail logged with &ldquo;Log a call&rdquo;.
      </p>
    </div>
  );
}
