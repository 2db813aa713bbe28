// One send's details: its post, subject, topics, state and times, its figures, Cancel while it is scheduled or
// sending (asked first: the mails not sent yet are skipped), and the per-recipient log.
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useCancelSend, useSend, useTopics } from '@/features/newsletter-staff/api/sends';
import { cell, ScrollTable } from '@/components/ui/scroll-table';
import { FIGURE_HEADS, FigureCells, figureColumns } from '@/features/newsletter-staff/components/send-figures';
import { SendTimes } from '@/features/newsletter-staff/components/send-times';
import { canCancel, sendStateLabel, topicNames } from '@/features/newsletter-staff/lib/newsletter-text';
import type { SendDetail as Detail } from '@/features/newsletter-staff/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { errorReason } from '@/lib/error-reason';
import { toast } from '@/lib/use-toast';

type SendDetailProps = { id: number; csrfToken: string };

export function SendDetail({ id, csrfToken }: SendDetailProps) {
  const send = useSend(id);
  const { data: topicCopy } = useTopics();
  const back = (
    <Link href={`${paths.adminNewsletter.getHref()}?view=sends`} className="text-sm font-semibold text-navy-800 underline underline-offset-4">
      ← All sends
    </Link>
  );
  if (send.isPending) return <>{back}<LoadingStatus /></>;
  if (send.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadFailure onRetry={() => void send.refetch()}>This send could not be loaded.</LoadFailure>
      </div>
    );
  }
  const { data } = send;
  return (
    <section aria-labelledby="send-heading" className="space-y-5">
      {back}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 id="send-heading" className="text-2xl font-bold break-words text-navy-900">
            {data.subject}
          </h2>
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{sendStateLabel(data.state)}</span> · to{' '}
            {topicNames(data.topics, topicCopy?.topics) || 'no topic'} · post{' '}
            <Link href={paths.blogEditor.getHref(data.slug)} className="font-semibold text-navy-800 underline underline-offset-4">
              {data.slug}
            </Link>
          </p>
          <div className="text-sm text-slate-700">
            <SendTimes send={data} />
          </div>
        </div>
        {canCancel(data) ? <CancelSend send={data} csrfToken={csrfToken} /> : null}
      </div>
      <ScrollTable caption="Figures" hideCaption head={['Recipients', ...FIGURE_HEADS, 'Still to send']} numeric={[0, ...figureColumns(1), FIGURE_HEADS.length + 1]}>
        <tr>
          <td className={`${cell} text-right tabular-nums`}>{data.figures.recipients}</td>
          <FigureCells figures={data.figures} />
          <td className={`${cell} text-right tabular-nums`}>{data.figures.pending}</td>
        </tr>
      </ScrollTable>
      <RecipientLog mails={data.mails ?? []} />
    </section>
  );
}

function RecipientLog({ mails }: { mails: Detail['mails'] }) {
  if (!mails.length) return <p className="text-slate-600">No recipients yet: the list is made when the send starts.</p>;
  return (
    <ScrollTable caption="Each recipient" head={['E-mail', 'State', 'Sent', 'What happened']}>
      {mails.map((mail, index) => (
        <tr key={`${mail.email}-${index}`}>
          <th scope="row" className={`${cell} min-w-52 text-left font-medium [overflow-wrap:anywhere]`}>
            {mail.email}
          </th>
          <td className={`${cell} whitespace-nowrap`}>{mail.state}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {mail.sentAt ? <time dateTime={mail.sentAt}>{formatConnecticutShort(mail.sentAt)}</time> : '—'}
          </td>
          <td className={`${cell} min-w-48 break-words`}>{whatHappened(mail)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** A mail's bounce, complaint, last error and tries, in words. */
function whatHappened(mail: Detail['mails'][number]): string {
  return [
    mail.bouncedAt ? `Bounced ${formatConnecticutShort(mail.bouncedAt)}` : null,
    mail.complainedAt ? `Marked as spam ${formatConnecticutShort(mail.complainedAt)}` : null,
    mail.error,
    mail.attempts > 1 ? `${mail.attempts} tries` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function CancelSend({ send, csrfToken }: { send: Detail; csrfToken: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSend(csrfToken);
  const confirm = () =>
    cancel.mutate(send.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Send cancelled', description: 'Nothing more of it will be sent.' });
      },
    });
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Cancel this send
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) cancel.reset();
        }}
        title="Cancel this send?"
        confirmLabel={cancel.isPending ? 'Cancelling...' : 'Cancel the send'}
        cancelLabel="Keep sending"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={confirm}
      >
        <p>
          {send.state === 'scheduled'
            ? 'It will not go out.'
            : `The ${send.figures.pending} mails not sent yet will not go out; the ${send.figures.sent} already sent cannot be called back.`}
        </p>
        <div role="alert" className="empty:hidden">
          {cancel.isError ? (
            <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              The send could not be cancelled{errorReason(cancel.error) ? `: ${errorReason(cancel.error)}` : '.'}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
