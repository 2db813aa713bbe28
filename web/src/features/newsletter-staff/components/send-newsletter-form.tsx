// The form of "Send as newsletter": an earlier send and "Send again anyway", the topics, the subject, the preview
// with "Send a test to me", now or at a time (Connecticut time), the findings to tick, and what went wrong.
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Choice, ChoiceFieldset } from '@/components/ui/choice';
import { DialogForm } from '@/components/ui/dialog-panel';
import { FieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MailPreview } from '@/features/newsletter-staff/components/mail-preview';
import { RiskAcknowledgements } from '@/features/newsletter-staff/components/risk-acknowledgements';
import { SendWhen } from '@/features/newsletter-staff/components/send-when';
import { TestSend } from '@/features/newsletter-staff/components/test-send';
import { sendTime, topicNames } from '@/features/newsletter-staff/lib/newsletter-text';
import { MAX_SUBJECT } from '@/features/newsletter-staff/lib/send-form';
import type { SendNewsletterState } from '@/features/newsletter-staff/lib/use-send-newsletter';
import type { FindingView, NewsletterSend } from '@/features/newsletter-staff/types';
import { isApiError } from '@/lib/api-client';
import { formatConnecticutLong } from '@/lib/connecticut-time';
import { errorReason } from '@/lib/error-reason';

type FormProps = { state: SendNewsletterState; title: string; FindingText: FindingView };

export function SendNewsletterForm({ state, title, FindingText }: FormProps) {
  const id = useId();
  const { form, change, problems, create } = state;
  // A 409 is shown where it belongs (the findings, the earlier send); anything else here.
  const failed = create.isError && !(isApiError(create.error) && create.error.status === 409);
  return (
    <DialogForm
      title="Send as newsletter"
      description={`“${title}” as an e-mail to the confirmed subscribers of the topics you choose.`}
      bodyClassName="space-y-6"
      onSubmit={state.submit}
      submitLabel={form.when === 'later' ? 'Schedule the send' : 'Send now'}
      pendingLabel={form.when === 'later' ? 'Scheduling...' : 'Sending...'}
      pending={create.isPending}
    >
      <EarlierSend state={state} problemId={`${id}-force`} />
      <TopicChoice state={state} problemId={`${id}-topics`} />
      <div className="space-y-1">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input
          id={`${id}-subject`}
          value={form.subject}
          maxLength={MAX_SUBJECT + 50}
          onChange={(event) => change({ subject: event.target.value })}
          aria-invalid={problems.subject ? true : undefined}
          aria-describedby={problems.subject ? `${id}-subject-problem` : undefined}
        />
        <FieldProblem id={`${id}-subject-problem`} message={problems.subject} />
      </div>
      <PreviewWithTest state={state} />
      <SendWhen form={form} onChange={change} problem={problems.at} />
      <RiskAcknowledgements
        findings={state.findings}
        acknowledged={form.acknowledged}
        onChange={state.acknowledge}
        problemId={`${id}-findings`}
        problem={problems.findings}
        FindingText={FindingText}
      />
      <div role="alert" className="empty:hidden">
        {failed ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            Nothing was sent{errorReason(create.error) ? `: ${errorReason(create.error)}` : '.'}
          </p>
        ) : null}
      </div>
    </DialogForm>
  );
}

function EarlierSend({ state, problemId }: { state: SendNewsletterState; problemId: string }) {
  const { earlier, alreadySent, form, change, problems, topics } = state;
  if (!alreadySent) return null;
  return (
    <div role="note" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="earlier-send">
      <p className="font-semibold">{earlierSendWords(earlier, topicNames(earlier?.topics ?? [], topics.data?.topics))}</p>
      <p>Subscribers get it a second time if you send it again.</p>
      <Choice
        type="checkbox"
        className="font-semibold text-navy-900"
        checked={form.force}
        onCheckedChange={(force) => change({ force })}
        aria-describedby={problems.force ? problemId : undefined}
      >
        Send again anyway
      </Choice>
      <FieldProblem id={problemId} message={problems.force} />
    </div>
  );
}

/** What became of the post's earlier send, with its date and topics. */
function earlierSendWords(earlier: NewsletterSend | null, topics: string): string {
  const when = earlier ? sendTime(earlier) : '';
  if (!earlier || !when) return 'This post was already sent as a newsletter.';
  const to = topics || 'its topics';
  if (earlier.state === 'scheduled') return `This post is already scheduled to go on ${formatConnecticutLong(when)} to ${to}.`;
  if (earlier.state === 'sending') return `This post is being sent to ${to} since ${formatConnecticutLong(when)}.`;
  return `This post was already sent on ${formatConnecticutLong(when)} to ${to}.`;
}

function TopicChoice({ state, problemId }: { state: SendNewsletterState; problemId: string }) {
  const { topics, form, change, problems } = state;
  if (topics.isPending) return <p role="status" className="text-sm text-slate-600">Loading the topics...</p>;
  if (topics.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The topics could not be loaded.{' '}
        <Button variant="outline" size="sm" onClick={() => void topics.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const toggle = (topic: string, on: boolean) =>
    change({ topics: on ? [...form.topics, topic] : form.topics.filter((id) => id !== topic) });
  return (
    <ChoiceFieldset legend="Send to the subscribers of" aria-describedby={problems.topics ? problemId : undefined}>
      {topics.data.topics.map((topic) => (
        <Choice
          key={topic.id}
          type="checkbox"
          multiline
          className="text-sm text-slate-800"
          checked={form.topics.includes(topic.id)}
          onCheckedChange={(on) => toggle(topic.id, on)}
        >
          <span>
            <span className="font-semibold text-navy-900">{topic.title}</span>
            {topic.description ? <span className="block text-slate-600">{topic.description}</span> : null}
          </span>
        </Choice>
      ))}
      <FieldProblem id={problemId} message={problems.topics} />
    </ChoiceFieldset>
  );
}

function PreviewWithTest({ state }: { state: SendNewsletterState }) {
  return (
    <section aria-label="Preview" className="space-y-3">
      <MailPreview preview={state.preview} />
      <TestSend slug={state.slug} subject={state.ownSubject} test={state.test} />
    </section>
  );
}
