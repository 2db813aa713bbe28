// The Sends section of /admin/newsletter: every send, newest first, with its post, subject, topics, state, when it
// was scheduled, started and finished, and its figures; each opens its details (the per-recipient log, Cancel).
import { Link } from 'wouter';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useSends, useTopics } from '@/features/newsletter-staff/api/sends';
import { cell, ScrollTable } from '@/components/ui/scroll-table';
import { FIGURE_HEADS, FigureCells, figureColumns } from '@/features/newsletter-staff/components/send-figures';
import { SendTimes } from '@/features/newsletter-staff/components/send-times';
import { sendDetailHref } from '@/features/newsletter-staff/lib/newsletter-text';
import { sendStateLabel, sendTime, topicNames } from '@/features/newsletter-staff/lib/newsletter-text';
import type { NewsletterSend } from '@/features/newsletter-staff/types';

const NOTE_CLASSES = 'rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600';
const HEAD = ['Post and subject', 'Topics', 'State', 'When', ...FIGURE_HEADS];

export function SendsPanel() {
  const sends = useSends();
  const { data: topicCopy } = useTopics();
  if (sends.isPending) return <LoadingStatus className={NOTE_CLASSES} />;
  if (sends.isError) {
    return (
      <LoadFailure className="p-4" onRetry={() => void sends.refetch()}>
        The sends could not be loaded.
      </LoadFailure>
    );
  }
  if (!sends.data.length) {
    return (
      <p className={NOTE_CLASSES}>
        Nothing sent yet. Open a published post in the{' '}
        <Link href={paths.blogEditor.getHref()} className="font-semibold text-navy-800 underline underline-offset-4">
          post editor
        </Link>{' '}
        and choose “Send as newsletter”.
      </p>
    );
  }
  const newestFirst = [...sends.data].sort((a, b) => sendTime(b).localeCompare(sendTime(a)));
  return (
    <ScrollTable caption="Sends, newest first" hideCaption head={HEAD} numeric={figureColumns(4)}>
      {newestFirst.map((send) => (
        <SendRow key={send.id} send={send} topics={topicNames(send.topics, topicCopy?.topics)} />
      ))}
    </ScrollTable>
  );
}

function SendRow({ send, topics }: { send: NewsletterSend; topics: string }) {
  return (
    <tr data-testid="send-row">
      <th scope="row" className={`${cell} min-w-56 text-left font-normal`}>
        <Link href={sendDetailHref(send.id)} className="font-semibold break-words text-navy-900 underline-offset-4 hover:underline">
          {send.subject}
        </Link>
        <span className="block text-xs break-all text-slate-600">{send.slug}</span>
      </th>
      <td className={`${cell} min-w-32`}>{topics}</td>
      <td className={`${cell} whitespace-nowrap`}>{sendStateLabel(send.state)}</td>
      <td className={`${cell} min-w-52 text-xs text-slate-700`}>
        <SendTimes send={send} />
      </td>
      <FigureCells figures={send.figures} />
    </tr>
  );
}
