// "Need immediate assistance?" block beside the embedded forms: the agency phone (tel:), text line and hours.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { HoursList } from '@/components/ui/hours-list';
import { PhoneIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { cn } from '@/lib/cn';
import { smsHref, telHref, type SiteFacts } from '@/lib/site-facts';

type AssistanceBlockProps = {
  facts: Pick<SiteFacts, 'phone' | 'text' | 'hours'>;
  title?: string;
  children?: ReactNode;
};

export function AssistanceBlock({ facts, title = 'Need Immediate Assistance?', children }: AssistanceBlockProps) {
  return (
    <LabelledSection
      title={title}
      data-testid="assistance-block"
      className="rounded-xl bg-navy-900 p-6 text-white sm:p-7"
      headingClassName="text-xl font-bold"
    >
      <p className="mt-2 text-navy-100">
        {children ??
          'Prefer to talk it through? Call us during office hours and an agent will help you with your questions.'}
      </p>
      <a
        href={telHref(facts.phone)}
        className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'mt-5 w-full')}
      >
        <PhoneIcon className="size-5 shrink-0" />
        Call {facts.phone}
      </a>
      <p className="mt-4 text-sm text-navy-100">
        Or text us at{' '}
        <a href={smsHref(facts.text)} className="font-semibold text-white underline underline-offset-4">
          {facts.text}
        </a>
      </p>
      <HoursList
        hours={facts.hours}
        className="mt-5 space-y-1.5 border-t border-white/15 pt-4 text-sm"
        row="flex justify-between gap-4"
        days="text-navy-100"
        times="text-right font-medium"
      />
    </LabelledSection>
  );
}
