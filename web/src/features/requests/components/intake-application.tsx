// The quote intake laid out like an insurance application: a section per step the request's lines offer (drivers,
// vehicles, the current policy, the home, the business), one block per driver and per vehicle, each answer under its
// question's label from the declaration, sensitive answers masked with "Reveal". On screen each section has "Edit"
// (on the visitor's behalf); the printable summary shows the same without editing, and the browser prints it.
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { intakeCsvHref, intakeFileHref } from '@/features/requests/api/intake';
import { useUpdateRequest } from '@/features/requests/api/update-request';
import { DetailLink } from '@/features/requests/components/detail-row';
import { IntakeAnswerRow } from '@/features/requests/components/intake-answer';
import { IntakeStepForm } from '@/features/requests/components/intake-step-form';
import {
  itemsOf,
  itemTitle,
  questionsFor,
  stepsShown,
} from '@/features/requests/lib/intake-application';
import type { IntakeStep } from '@/config/intake-form';
import type { RequestDetail, StaffIntake } from '@/features/requests/types';
import { formatConnecticutLong } from '@/lib/connecticut-time';
import { statusesOf } from '@/config/request-kinds';

type ApplicationProps = { request: RequestDetail & { intake: StaffIntake }; csrfToken: string; printable?: boolean };

/** The lines (coverages) the visitor chose, as the quote form stored them. */
export const linesOf = (request: RequestDetail): string[] => {
  const coverages = (request.details as Record<string, unknown>).coverages;
  return Array.isArray(coverages) ? coverages.filter((line): line is string => typeof line === 'string') : [];
};

export function IntakeApplication({ request, csrfToken, printable = false }: ApplicationProps) {
  const { intake } = request;
  const lines = linesOf(request);
  return (
    <section aria-labelledby="application-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 print:border-0 print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="application-heading" className="text-xl font-bold text-navy-900">
            Application
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {intake.sentAt
              ? `Sent by the visitor ${formatConnecticutLong(intake.sentAt)}`
              : 'Not sent yet: the visitor may still be answering.'}
            {intake.renewalOn ? ` Current policy renews ${intake.renewalOn}.` : ''}
          </p>
        </div>
        {printable ? null : <ApplicationActions request={request} csrfToken={csrfToken} />}
      </div>
      {stepsShown(lines, intake).map((step) => (
        <StepSection key={step.id} step={step} request={request} csrfToken={csrfToken} lines={lines} printable={printable} />
      ))}
      <AttachedFiles request={request} />
    </section>
  );
}

function ApplicationActions({ request, csrfToken }: { request: RequestDetail; csrfToken: string }) {
  const update = useUpdateRequest(request.id, csrfToken);
  const takesReady = statusesOf(request.kind).includes('ready');
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {takesReady && request.status !== 'ready' ? (
        <Button size="sm" disabled={update.isPending} onClick={() => update.mutate({ status: 'ready' })}>
          Ready to quote
        </Button>
      ) : null}
      <Link href={paths.adminRequestIntake.getHref(request.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Printable application
      </Link>
      <a href={intakeCsvHref(request.id, false)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Rater CSV
      </a>
      <a href={intakeCsvHref(request.id, true)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Rater CSV with sensitive answers
      </a>
      {update.isError ? (
        <p role="alert" className="basis-full text-sm text-red-800">
          The status could not be changed.
        </p>
      ) : null}
    </div>
  );
}

type StepSectionProps = {
  step: IntakeStep;
  request: RequestDetail & { intake: StaffIntake };
  csrfToken: string;
  lines: string[];
  printable: boolean;
};

function StepSection({ step, request, csrfToken, lines, printable }: StepSectionProps) {
  const [editing, setEditing] = useState(false);
  const headingId = `intake-step-${step.id}`;
  const items = itemsOf(step, request.intake);
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4 break-inside-avoid-page">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-navy-900">
          {step.title}
        </h3>
        {printable || editing ? null : (
          <Button variant="outline" size="sm" className="h-8 print:hidden" aria-label={`Edit ${step.title}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <IntakeStepForm
          requestId={request.id}
          csrfToken={csrfToken}
          step={step}
          intake={request.intake}
          lines={lines}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          {step.repeat && items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No {step.repeat.item.toLowerCase()} given.</p>
          ) : null}
          {items.map((item, index) => {
            const title = step.repeat ? itemTitle(step, item, index) : step.title;
            return (
              <div key={String(item.id ?? index)} className="mt-3 break-inside-avoid">
                {step.repeat ? <h4 className="font-semibold text-navy-800">{title}</h4> : null}
                <dl className="divide-y divide-slate-100">
                  {questionsFor(step, lines).map((question) => (
                    <IntakeAnswerRow
                      key={question.name}
                      requestId={request.id}
                      csrfToken={csrfToken}
                      question={question}
                      answer={item[question.name]}
                      name={`${title}: ${question.label}`}
                      target={{ step: step.id, ...(step.repeat ? { item: String(item.id) } : {}), field: question.name }}
                    />
                  ))}
                </dl>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}

function AttachedFiles({ request }: { request: RequestDetail & { intake: StaffIntake } }) {
  const { files } = request.intake;
  return (
    <section aria-labelledby="intake-files-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="intake-files-heading" className="text-lg font-bold text-navy-900">
        Declarations page
      </h3>
      {files.length ? (
        <ul className="mt-2 space-y-1">
          {files.map((file) => (
            <li key={file.id}>
              <DetailLink href={intakeFileHref(request.id, file.id)} download>
                {file.name}
              </DetailLink>{' '}
              <span className="text-sm text-slate-600">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No file attached.</p>
      )}
    </section>
  );
}
