// One request as the visitor sent it: who, how to reach them, what they ask for and their message, with a note
// when the office's mail failed. Everything a visitor typed is shown as text, never as markup.
import type { ReactNode } from 'react';
import { KIND_LABELS, kindOf } from '@/config/request-kinds';
import { StatusBadge } from '@/features/requests/components/request-badges';
import { answerText, contactPreferenceLabel, formatDateTime, mailNote } from '@/features/requests/lib/request-text';
import type { StaffRequest } from '@/features/requests/types';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/site-facts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children || <span className="text-slate-500">Not given</span>}</dd>
    </div>
  );
}

const link = 'font-semibold text-navy-800 underline underline-offset-4 hover:text-teal-700';

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

export function RequestDetail({ request }: { request: StaffRequest }) {
  const note = mailNote(request.mail);
  return (
    <article aria-labelledby="request-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="request-heading" className="text-xl font-bold break-words text-navy-900 sm:text-2xl">
            {KIND_LABELS[request.kind]} from {request.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Received <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time> · #{request.id}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <p
        role={note.tone === 'problem' ? 'alert' : undefined}
        data-testid="mail-note"
        className={cn('mt-4 rounded-md border px-4 py-2.5 text-sm', NOTE_CLASSES[note.tone])}
      >
        {note.text}
      </p>
      <dl className="mt-4 divide-y divide-slate-100">
        <Row term="Phone">{request.phone ? <a href={telHref(request.phone)} className={link}>{request.phone}</a> : null}</Row>
        <Row term="E-mail">
          {request.email ? (
            <a href={`mailto:${request.email}`} className={link}>
              {request.email}
            </a>
          ) : null}
        </Row>
        <Row term="Best way to reach">{contactPreferenceLabel(request.contactPreference)}</Row>
        <KindAnswers request={request} />
        <Row term="Message">
          {request.message ? <p className="whitespace-pre-wrap">{request.message}</p> : null}
        </Row>
      </dl>
    </article>
  );
}
