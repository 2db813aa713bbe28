// The state of "Send as newsletter": the form, the topics, the preview (of the subject as typed, once typing
// pauses), the post's earlier send, the findings to tick, and sending (a 409 that names findings adds them to the
// list; a 409 without is an earlier send the list did not show yet).
import { useState } from 'react';
import { useCreateSend, usePreview, useSends, useSendTest, useTopics } from '@/features/newsletter-staff/api/sends';
import { earlierSend } from '@/features/newsletter-staff/lib/newsletter-text';
import { findingsToAcknowledge, sendProblems, sendRequestOf, type SendForm, type SendProblems } from '@/features/newsletter-staff/lib/send-form';
import type { NewsletterSend } from '@/features/newsletter-staff/types';
import { defaultScheduleTime } from '@/lib/connecticut-time';
import type { Finding } from '@/lib/api-types';
import { isApiError } from '@/lib/api-client';
import { refusedFindings } from '@/lib/review-refusal';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type SendNewsletterOptions = { slug: string; title: string; csrfToken: string };

/** How long typing in the subject pauses before the preview is made again. */
const PREVIEW_PAUSE_MS = 600;

export function useSendNewsletter({ slug, title, csrfToken }: SendNewsletterOptions) {
  const [form, setForm] = useState<SendForm>(() => ({
    topics: [],
    subject: title,
    when: 'now',
    at: defaultScheduleTime(),
    force: false,
    acknowledged: new Set(),
  }));
  const [problems, setProblems] = useState<SendProblems>({});
  const [refused, setRefused] = useState<readonly Finding[]>([]);
  const [conflict, setConflict] = useState(false);
  const [sent, setSent] = useState<NewsletterSend | null>(null);
  const topics = useTopics();
  const preview = usePreview(slug, useDebouncedValue(form.subject.trim() || title, PREVIEW_PAUSE_MS));
  const sends = useSends();
  const create = useCreateSend(csrfToken);
  const test = useSendTest(csrfToken);

  const earlier = earlierSend(sends.data, slug);
  const alreadySent = earlier !== null || conflict;
  const findings = findingsToAcknowledge(preview.data?.findings ?? [], refused);
  const subject = form.subject.trim();
  const ownSubject = subject && subject !== title.trim() ? subject : undefined;

  const change = (part: Partial<SendForm>) => {
    setForm((was) => ({ ...was, ...part }));
    setProblems({});
  };
  const acknowledge = (key: string, on: boolean) => {
    const next = new Set(form.acknowledged);
    if (on) next.add(key);
    else next.delete(key);
    change({ acknowledged: next });
  };

  const submit = () => {
    const found = sendProblems(form, { findings, alreadySent });
    setProblems(found);
    if (Object.keys(found).length) return;
    create.mutate(sendRequestOf(form, { slug, title, findings }), {
      onSuccess: setSent,
      onError: (error) => {
        const named = refusedFindings(error);
        if (named) {
          setRefused(named);
          setProblems({ findings: 'The checks found wording to review: tick each finding you keep, then send again.' });
        } else if (isApiError(error) && error.status === 409) {
          setConflict(true);
          void sends.refetch();
        }
      },
    });
  };

  return { slug, ownSubject, form, change, acknowledge, problems, findings, topics, preview, earlier, alreadySent, create, test, submit, sent };
}

export type SendNewsletterState = ReturnType<typeof useSendNewsletter>;
