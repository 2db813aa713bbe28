// "Finish later" on every intake step: saves the step, asks the service to mail a link, and shows in a dialog the
// 6-digit code the link needs (shown this once, never mailed) and where the mail went. Focus goes into the dialog,
// to the code once it is there, and back to the button when it closes.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogPanel } from '@/components/ui/dialog-panel';
import { INTAKE_FINISH_LATER as words } from '@/config/intake-form';
import { askForResumeLink, type LinkMade } from '@/features/intake/components/resume-api';
import { isApiError } from '@/lib/api-client';
import { formatConnecticutLong } from '@/lib/connecticut-time';

export type FinishLaterProps = {
  /** The step the visitor is on (saved by `saveFirst` as where they come back). */
  stepId: string;
  /** The masked address the link goes to, or null when the request has none. */
  email: string | null;
  /** Saves what was typed on this step; false when the save was refused (its errors show on the step). */
  saveFirst: () => Promise<boolean>;
};

type Phase = { at: 'working' } | { at: 'made'; made: LinkMade } | { at: 'failed'; message: string };

const NOT_SAVED = 'Some answers on this step need fixing before we can save it. Close this, fix the marked answers, and try again.';
const NO_ANSWER = 'We could not reach our website. Check your connection, then try again.';

/** "123 456": easier to read out and copy down. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

export function FinishLater({ stepId, email, saveFirst }: FinishLaterProps) {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ at: 'working' });

  const start = async () => {
    setPhase({ at: 'working' });
    setOpen(true);
    if (!(await saveFirst())) {
      setPhase({ at: 'failed', message: NOT_SAVED });
      return;
    }
    try {
      setPhase({ at: 'made', made: await askForResumeLink() });
    } catch (error) {
      setPhase({ at: 'failed', message: isApiError(error) ? error.message : NO_ANSWER });
    }
  };

  return (
    <>
      <Button variant="outline" data-step={stepId} onClick={() => void start()}>
        {words.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="sm">
          <DialogPanel
            title={words.button}
            description={words.text}
            footer={
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {phase.at === 'made' ? 'I have the code' : 'Close'}
              </Button>
            }
          >
            <FinishLaterBody phase={phase} email={email} />
          </DialogPanel>
        </DialogContent>
      </Dialog>
    </>
  );
}

function FinishLaterBody({ phase, email }: { phase: Phase; email: string | null }) {
  const code = useRef<HTMLDivElement>(null);
  const made = phase.at === 'made';
  useEffect(() => {
    if (made) code.current?.focus();
  }, [made]);

  if (phase.at === 'working') {
    return (
      <p role="status" className="text-slate-700">
        Saving your answers and sending the link{email ? ` to ${email}` : ''}...
      </p>
    );
  }
  if (phase.at === 'failed') {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
        {phase.message}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div ref={code} tabIndex={-1} className="rounded-lg bg-navy-50 px-4 py-3 text-center focus-visible:outline-2 focus-visible:outline-teal-600">
        <p className="text-sm font-semibold text-navy-900">Your code</p>
        <p data-testid="finish-later-code" className="font-mono text-3xl font-bold tracking-widest text-navy-950">
          {spaced(phase.made.code)}
        </p>
      </div>
      <p className="text-slate-800">
        Write it down or take a screenshot: it is shown only now, and it is not in the e-mail.
      </p>
      <p className="text-slate-800">
        We sent the link to <strong>{phase.made.email}</strong>. It works once, on any device, until{' '}
        {formatConnecticutLong(phase.made.expiresAt)}. Your answers so far are saved.
      </p>
    </div>
  );
}
