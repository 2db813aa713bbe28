// WhyIndependentContent: "Why an Independent Agent" — intro, the ten numbered reasons, the closing words.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { CopySkeleton, LeadSkeleton } from '@/features/agency-info/components/copy-skeleton';
import { paths } from '@/config/paths';
import type { WhyIndependent } from '@/features/agency-info/types';
import { telHref, useSiteFacts } from '@/lib/site-facts';

export function WhyIndependentContent({ copy }: { copy: WhyIndependent }) {
  const { data: facts } = useSiteFacts();
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        {copy.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-8 text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      <ol className="list-decimal space-y-6 pl-8 marker:text-xl marker:font-extrabold marker:text-teal-700">
        {copy.reasons.map((reason) => (
          <li key={reason.title} className="pl-2">
            <h2 className="text-xl font-bold text-navy-900">{reason.title}</h2>
            <p className="mt-1 leading-7 text-slate-700">{reason.text}</p>
          </li>
        ))}
      </ol>
      {copy.closing?.length ? (
        <div className="space-y-4 rounded-xl border border-slate-200 bg-navy-50 p-6">
          {copy.closing.map((paragraph) => (
            <p key={paragraph} className="leading-7 text-slate-800">
              {paragraph}
            </p>
          ))}
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Link href={paths.requestQuote.getHref()} className={buttonVariants()}>
              Request a Quote
            </Link>
            {facts ? (
              <a href={telHref(facts.phone)} className={buttonVariants({ variant: 'outline' })}>
                <PhoneIcon className="size-4" />
                Call {facts.phone}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function WhyIndependentSkeleton() {
  return (
    <CopySkeleton
      intro={<LeadSkeleton lines={3} />}
      count={10}
      list={{ as: 'div', className: 'space-y-6 pl-10', item: 'space-y-2', heading: 'h-6 w-1/2' }}
    />
  );
}
