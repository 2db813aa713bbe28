// "Send as newsletter" in the post editor's tools (a published post): the button, and the dialog, whose code loads
// on the first click. It sends the post as last saved: with unsaved changes, its tooltip says to save first.
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import type { FindingView, SendNewsletterProps } from '@/features/newsletter-staff/types';

const SendNewsletterDialog = lazy(() =>
  import('@/features/newsletter-staff/components/send-newsletter-dialog').then((m) => ({ default: m.SendNewsletterDialog })),
);

export function SendNewsletterButton({ dirty, FindingText, ...post }: SendNewsletterProps & { FindingText: FindingView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <WithTooltip label={dirty ? 'Sends the post as last saved: save first to include your changes' : 'E-mail this post to the subscribers of its topics'}>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <MailIcon />
          Send as newsletter
        </Button>
      </WithTooltip>
      {/* The button sits in the editor's <form>: the dialog's own form goes beside it, at the end of the page. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <SendNewsletterDialog open={open} onOpenChange={setOpen} FindingText={FindingText} {...post} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}
