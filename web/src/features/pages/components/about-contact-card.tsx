// About page call-to-action card: phone (tel:), e-mail (mailto:) and Request a Quote link, from the site facts.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { mailtoHref, telHref, type SiteFacts } from '@/lib/site-facts';

export function AboutContactCard({ facts }: { facts: Pick<SiteFacts, 'phone' | 'email'> }) {
  return (
    <LabelledSection
      title={<>Let&rsquo;s talk about your insurance</>}
      className="rounded-xl bg-navy-900 p-6 text-white sm:p-8"
      headingClassName="text-2xl font-bold"
    >
      <p className="mt-2 max-w-xl text-navy-100">
        Ask us a question, review the coverage you have today or compare a few companies before your renewal.
      </p>
      <ul className="mt-6 space-y-3 text-lg">
        <li>
          <a href={telHref(facts.phone)} className="inline-flex items-center gap-3 font-semibold hover:text-teal-200">
            <PhoneIcon className="size-5 shrink-0 text-teal-300" />
            <span>
              <span className="sr-only">Call </span>
              {facts.phone}
            </span>
          </a>
        </li>
        <li>
          <a
            href={mailtoHref(facts.email)}
            className="inline-flex min-w-0 items-center gap-3 font-semibold break-all hover:text-teal-200"
          >
            <MailIcon className="size-5 shrink-0 text-teal-300" />
            <span>
              <span className="sr-only">E-mail </span>
              {facts.email}
            </span>
          </a>
        </li>
      </ul>
      <Link
        href={paths.requestQuote.getHref()}
        className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'mt-7 w-full sm:w-auto')}
      >
        Request a Quote
      </Link>
    </LabelledSection>
  );
}
