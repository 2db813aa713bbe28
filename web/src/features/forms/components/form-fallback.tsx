// Fallback card shown in place of an embedded form that is not configured or does not load: call, text, e-mail.
import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { MailIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { mailtoHref, smsHref, telHref, type SiteFacts } from '@/lib/site-facts';

export type HeadingLevel = 2 | 3;

type FormFallbackProps = {
  facts: Pick<SiteFacts, 'phone' | 'text' | 'email'>;
  /** What the visitor wanted to do, used as the e-mail subject: "Quote request", "Policy change request". */
  subject: string;
  headingLevel?: HeadingLevel;
  className?: string;
};

export function FormFallback({ facts, subject, headingLevel = 2, className }: FormFallbackProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="form-fallback"
      className={cn('rounded-xl border border-navy-100 bg-navy-50 p-6 sm:p-8', className)}
    >
      <Heading id={headingId} className="text-xl font-bold text-navy-900">
        Our online form isn&rsquo;t available right now
      </Heading>
      <p className="mt-2 text-slate-700">
        You can still reach an agent directly: call, send a text or e-mail us, and we&rsquo;ll take your request from
        there.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        <li className="sm:col-span-2">
          <a href={telHref(facts.phone)} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full')}>
            <PhoneIcon className="size-5 shrink-0" />
            Call {facts.phone}
          </a>
        </li>
        <li>
          <a href={smsHref(facts.text)} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}>
            <MessageIcon className="size-5 shrink-0" />
            Text {facts.text}
          </a>
        </li>
        <li>
          <a
            href={mailtoHref(facts.email, { subject })}
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
          >
            <MailIcon className="size-5 shrink-0" />
            E-mail us
          </a>
        </li>
      </ul>
    </section>
  );
}

