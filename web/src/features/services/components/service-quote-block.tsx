// "Get a Quote Today" block of the service page: Request Quote, Contact Us and a phone call link.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/site-facts';

export function ServiceQuoteBlock({ serviceName, phone }: { serviceName: string; phone: string | undefined }) {
  return (
    <LabelledSection
      title="Get a Quote Today"
      className="rounded-xl bg-navy-900 p-6 text-white sm:p-8"
      headingClassName="text-2xl font-bold"
    >
      <p className="mt-2 max-w-2xl text-navy-100">
        Tell us what you would like to insure and we will compare {serviceName.toLowerCase()} options from several
        companies for you, then walk you through the choices.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link href={paths.requestQuote.getHref()} className={buttonVariants({ size: 'lg' })}>
          Request Quote
        </Link>
        <Link href={paths.contact.getHref()} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
          Contact Us
        </Link>
        {phone ? (
          <a href={telHref(phone)} className={cn(buttonVariants({ variant: 'inverse', size: 'lg' }))}>
            <PhoneIcon className="size-5 shrink-0" />
            Call {phone}
          </a>
        ) : null}
      </div>
    </LabelledSection>
  );
}
