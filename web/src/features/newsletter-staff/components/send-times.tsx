// When a send was scheduled, started and finished (Connecticut time), each line only once it is known.
import type { NewsletterSend } from '@/features/newsletter-staff/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';

export function SendTimes({ send }: { send: Pick<NewsletterSend, 'scheduledAt' | 'startedAt' | 'finishedAt'> }) {
  const lines = [
    ['Scheduled', send.scheduledAt],
    ['Started', send.startedAt],
    ['Finished', send.finishedAt],
  ] as const;
  return (
    <ul className="space-y-0.5">
      {lines.map(([label, at]) =>
        at ? (
          <li key={label}>
            {label} <time dateTime={at}>{formatConnecticutShort(at)}</time>
          </li>
        ) : null,
      )}
    </ul>
  );
}
