// "Send as newsletter" for a published post: the form (topics, subject, preview, a test to oneself, now or later,
// the risk findings to tick, "Send again anyway" when it went before), then what happened with a link to the send.
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, useCloseDialog } from '@/components/ui/dialog';
import { DialogPanel } from '@/components/ui/dialog-panel';
import { SendNewsletterForm } from '@/features/newsletter-staff/components/send-newsletter-form';
import { sendDetailHref } from '@/features/newsletter-staff/lib/newsletter-text';
import { useSendNewsletter, type SendNewsletterOptions } from '@/features/newsletter-staff/lib/use-send-newsletter';
import type { FindingView, NewsletterSend } from '@/features/newsletter-staff/types';
import { formatConnecticutLong } from '@/lib/connecticut-time';

type SendNewsletterDialogProps = SendNewsletterOptions & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  FindingText: FindingView;
};

export function SendNewsletterDialog({ open, onOpenChange, FindingText, ...options }: SendNewsletterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide">
        <SendNewsletter options={options} FindingText={FindingText} />
      </DialogContent>
    </Dialog>
  );
}

function SendNewsletter({ options, FindingText }: { options: SendNewsletterOptions; FindingText: FindingView }) {
  const state = useSendNewsletter(options);
  return state.sent ? <SentPanel send={state.sent} later={state.form.when === 'later'} /> : <SendNewsletterForm state={state} title={options.title} FindingText={FindingText} />;
}

function SentPanel({ send, later }: { send: NewsletterSend; later: boolean }) {
  const close = useCloseDialog();
  const scheduled = later && send.scheduledAt;
  return (
    <DialogPanel title={scheduled ? 'Newsletter scheduled' : 'Newsletter on its way'} footer={<Button onClick={close}>Done</Button>}>
      <div role="status" className="space-y-3 text-base text-slate-800">
        <p>
          {scheduled
            ? `“${send.subject}” goes to the subscribers of its topics on ${formatConnecticutLong(send.scheduledAt!)} (Connecticut time).`
            : `“${send.subject}” is being sent to the subscribers of its topics, a few a minute.`}
        </p>
        <p>
          <Link href={sendDetailHref(send.id)} className="font-semibold text-navy-800 underline underline-offset-4">
            Follow this send on the Newsletter screen
          </Link>
          : its figures, each recipient, and Cancel while it is still going.
        </p>
      </div>
    </DialogPanel>
  );
}
