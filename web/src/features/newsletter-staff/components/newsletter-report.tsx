// The reports screen's newsletter section: one row a send of the period (the reports API's `newsletter`), with its
// subject, post, when it went and its figures, and the figures added up; no opens or clicks, since the mails carry
// no tracking pixel and no rewritten links.
import { Link } from 'wouter';
import { cell, ScrollTable } from '@/components/ui/scroll-table';
import { FIGURE_HEADS, FigureCells, figureColumns } from '@/features/newsletter-staff/components/send-figures';
import { sendDetailHref, sendStateLabel } from '@/features/newsletter-staff/lib/newsletter-text';
import type { NewsletterReportData } from '@/features/newsletter-staff/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';

type NewsletterReportProps = { report: NewsletterReportData | undefined; weeks: number };

export function NewsletterReport({ report, weeks }: NewsletterReportProps) {
  return (
    <section aria-labelledby="newsletter-report-heading" className="space-y-3">
      <h2 id="newsletter-report-heading" className="text-xl font-bold text-navy-900">
        Newsletters
      </h2>
      {!report?.sends.length ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-600">
          No newsletter sent in the last {weeks} weeks.
        </p>
      ) : (
        <>
          <ScrollTable
            caption="Each newsletter sent, with its figures"
            head={['Newsletter', 'Sent on', 'Recipients', ...FIGURE_HEADS]}
            numeric={[2, ...figureColumns(3)]}
          >
            {report.sends.map((send) => (
              <tr key={send.id} data-testid="newsletter-report-row">
                <th scope="row" className={`${cell} min-w-56 text-left font-normal`}>
                  <Link href={sendDetailHref(send.id)} className="font-semibold break-words text-navy-800 underline underline-offset-4 hover:text-teal-700">
                    {send.subject}
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {send.slug}
                    {send.state !== 'sent' ? ` · ${sendStateLabel(send.state)}` : null}
                  </span>
                </th>
                <td className={`${cell} whitespace-nowrap`}>
                  {send.startedAt ? <time dateTime={send.startedAt}>{formatConnecticutShort(send.startedAt)}</time> : 'Not yet'}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{send.figures.recipients}</td>
                <FigureCells figures={send.figures} />
              </tr>
            ))}
            <tr className="font-semibold">
              <th scope="row" colSpan={2} className={`${cell} text-left`}>
                {report.sends.length === 1 ? 'Total' : `All ${report.sends.length} newsletters`}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{report.totals.recipients}</td>
              <FigureCells figures={report.totals} />
            </tr>
          </ScrollTable>
          <p className="text-sm text-slate-600">
            Bounced and “marked as spam” addresses get nothing more. Opens and clicks are not counted: the newsletter
            carries no tracking pixel and no rewritten links.
          </p>
        </>
      )}
    </section>
  );
}
