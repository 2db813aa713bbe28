// The subscribers as a table (e-mail, name, topics, status, signed up, confirmed, consent source), with
// "Unsubscribe" on the row of anyone who still gets (or may yet get) the newsletter, asked first. Everything a
// visitor typed is shown as text.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useUnsubscribe } from '@/features/newsletter-staff/api/subscribers';
import { cell, ScrollTable } from '@/components/ui/scroll-table';
import { consentSource, STATUS_LABELS, topicNames } from '@/features/newsletter-staff/lib/newsletter-text';
import type { Subscriber, Topic } from '@/features/newsletter-staff/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { errorReason } from '@/lib/error-reason';
import { toast } from '@/lib/use-toast';

const HEAD = ['E-mail', 'Name', 'Topics', 'Status', 'Signed up', 'Confirmed', 'Consent source', ''];

type SubscriberTableProps = {
  subscribers: readonly Subscriber[];
  topics: readonly Topic[] | undefined;
  csrfToken: string;
  busy: boolean;
};

export function SubscriberTable({ subscribers, topics, csrfToken, busy }: SubscriberTableProps) {
  const [leaving, setLeaving] = useState<Subscriber | null>(null);
  return (
    <>
      <ScrollTable caption="Subscribers" hideCaption head={HEAD} busy={busy}>
        {subscribers.map((subscriber) => (
          <tr key={subscriber.id} data-testid="subscriber-row">
            <th scope="row" className={`${cell} min-w-52 text-left font-semibold [overflow-wrap:anywhere] text-navy-900`}>
              {subscriber.email}
            </th>
            <td className={`${cell} min-w-28`}>{subscriber.name || <span className="text-slate-500">—</span>}</td>
            <td className={`${cell} min-w-32`}>{topicNames(subscriber.topics, topics) || <span className="text-slate-500">None</span>}</td>
            <td className={`${cell} whitespace-nowrap`}>{STATUS_LABELS[subscriber.status] ?? subscriber.status}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <time dateTime={subscriber.createdAt}>{formatConnecticutShort(subscriber.createdAt)}</time>
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              {subscriber.confirmedAt ? (
                <time dateTime={subscriber.confirmedAt}>{formatConnecticutShort(subscriber.confirmedAt)}</time>
              ) : (
                <span className="text-slate-500">Not yet</span>
              )}
            </td>
            <td className={`${cell} min-w-48`}>{consentSource(subscriber)}</td>
            <td className={cell}>
              {subscriber.status === 'subscribed' || subscriber.status === 'pending' ? (
                <Button variant="outline" size="sm" onClick={() => setLeaving(subscriber)} aria-label={`Unsubscribe ${subscriber.email}`}>
                  Unsubscribe
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </ScrollTable>
      {leaving ? <UnsubscribeDialog subscriber={leaving} csrfToken={csrfToken} onClose={() => setLeaving(null)} /> : null}
    </>
  );
}

type UnsubscribeDialogProps = { subscriber: Subscriber; csrfToken: string; onClose: () => void };

function UnsubscribeDialog({ subscriber, csrfToken, onClose }: UnsubscribeDialogProps) {
  const unsubscribe = useUnsubscribe(csrfToken);
  const confirm = () =>
    unsubscribe.mutate(subscriber, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Unsubscribed', description: `${subscriber.email} will get no more newsletters.` });
      },
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Unsubscribe ${subscriber.email}?`}
      confirmLabel={unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      tone="danger"
      pending={unsubscribe.isPending}
      onConfirm={confirm}
    >
      <p>
        They will get no more newsletters, and no mail of a send under way that has not gone to them yet. Only they can
        subscribe again, by signing up and confirming.
      </p>
      <div role="alert" className="empty:hidden">
        {unsubscribe.isError ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            They could not be unsubscribed{errorReason(unsubscribe.error) ? `: ${errorReason(unsubscribe.error)}` : '.'}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
