// One request as the visitor sent it: its reference, when it came and when it is due, who, every way to reach them
// (as links: a text link too when they asked to be texted), what they ask for and their message, and what became of the mails. Everything a visitor typed is
// shown as text, never as markup.
import { KIND_LABELS, kindOf } from '@/config/request-kinds';
import { DetailLink, DetailRow as Row } from '@/features/requests/components/detail-row';
import { OverdueBadge, StatusBadge } from '@/features/requests/components/request-badges';
import { answerText, contactPreferenceLabel, dueText, mailNote } from '@/features/requests/lib/request-text';
import type { StaffRequest } from '@/features/requests/types';
import { formatConnecticutLong } from '@/lib/connecticut-time';
import { cn } from '@/lib/cn';
import { smsHref, telHref } from '@/lib/site-facts';

const NOTE_CLASSES = {
  problem: 'border-red-200 bg-red-50 text-red-900',
  waiting: 'border-amber-200 bg-amber-50 text-amber-900',
  done: 'border-slate-200 bg-slate-50 text-slate-700',
  none: 'border-slate-200 bg-slate-50 text-slate-700',
};

/** The kind's own answers, in the order its declaration names them, each under its staff label. */
function KindAnswers({ request }: { request: StaffRequest }) {
  const details: Record<string, unknown> = request.details;
  return kindOf(request.kind)?.fields.map((field) => (
    <Row key={field.name} term={field.labels.staff}>
      {answerText(field, details[field.name])}
    </Row>
  ));
}

function RequestHeading({ request }: { request: StaffRequest }) {
  const due = dueText(request);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-mono text-sm font-semibold tracking-wide text-slate-600" data-testid="reference">
          {request.reference}
        </p>
        <h2 id="request-heading" className="text-xl font-bold break-words text-navy-900 sm:text-2xl">
          {KIND_LABELS[request.kind] ?? request.kind} from {request.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Received <time dateTime={request.createdAt}>{formatConnecticutLong(request.createdAt)}</time>
        </p>
        {due ? <p className={cn('text-sm', request.overdue ? 'font-semibold text-red-800' : 'text-slate-600')}>{due}</p> : null}
      </div>
      <div className="flex gap-1.5">
        <StatusBadge status={request.status} />
        {request.overdue ? <OverdueBadge /> : null}
      </div>
    </div>
  );
}

export function RequestDetail({ request }: { request: StaffRequest }) {
  const note = mailNote(request.mail);
  return (
    <article aria-labelledby="request-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <RequestHeading request={request} />
      <p
        role={note.tone === 'problem' ? 'alert' : undefined}
        data-testid="mail-note"
        className={cn('mt-4 rounded-md border px-4 py-2.5 text-sm', NOTE_CLASSES[note.tone])}
      >
        {note.text}
      </p>
      <dl className="mt-4 divide-y divide-slate-100">
        <Row term="Phone">
          {request.phone ? (
            <span className="flex flex-wrap gap-x-4 gap-y-1">
              <DetailLink href={telHref(request.phone)}>{request.phone}</DetailLink>
              {/* Asked to be texted: the text link beside the call link. */}
              {request.contactPreference === 'text' ? (
                <DetailLink href={smsHref(request.phone)} aria-label={`Send a text to ${request.phone}`}>
                  Send a text
                </DetailLink>
              ) : null}
            </span>
          ) : null}
        </Row>
        <Row term="E-mail">
          {request.email ? (
<DetailLink href={`mailto:${request.email}`}>{request.email}</DetailLink>
          ) : null}
        </Row>
        <Row term="Best way to reach">{contactPreferenceLabel(request.contactPreference)}</Row>
        <KindAnswers request={request} />
        <Row term="Message">{request.message ? <p className="whitespace-pre-wrap">{request.message}</p> : null}</Row>
        <Row term="Confirmation e-mail" empty="None: no e-mail address was given">
          {request.confirmation ? confirmationText(request.confirmation) : null}
        </Row>
      </dl>
    </article>
  );
}

/** What became of the visitor's confirmation mail. */
function confirmationText({ state, lastError }: NonNullable<StaffRequest['confirmation']>): string {
  if (state === 'sent') return 'Sent to the visitor';
  if (state === 'failed') return `Could not be sent${lastError ? ` (${lastError})` : ''}`;
  if (state === 'pending') return 'On its way';
  return 'Not sent: mail is not set up';
}
