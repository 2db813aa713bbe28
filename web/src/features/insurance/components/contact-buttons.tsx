// ContactButtons: the ways to reach the agency — Request a Quote, Book a Call (where the caller asks for it), Contact Us
// and a Call link from the site facts.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { telHref, useSiteFacts } from '@/lib/site-facts';

type ContactButtonsProps = {
  /** "Request Quote" on category pages, "Request a Quote" elsewhere. */
  quoteLabel?: string;
  /** Where Request a Quote leads: the plain quote form unless a product page asks for its coverage ticked. */
  quoteHref?: string;
  /** `dark` on navy bands: white outline buttons beside the teal quote button. */
  tone?: 'light' | 'dark';
  /** Offer "Book a Call" beside the quote (a product page's end). */
  withBooking?: boolean;
  className?: string;
};

export function ContactButtons({
  quoteLabel = 'Request a Quote',
  quoteHref = paths.requestQuote.getHref(),
  tone = 'light',
  withBooking = false,
  className,
}: ContactButtonsProps) {
  const { data: facts } = useSiteFacts();
  const secondary = buttonVariants({ variant: tone === 'dark' ? 'inverse' : 'outline' });

  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      <Link href={quoteHref} className={buttonVariants()}>
        {quoteLabel}
      </Link>
      {withBooking ? (
        <Link href={paths.book.getHref()} className={secondary}>
          {paths.book.title}
        </Link>
      ) : null}
      <Link href={paths.contact.getHref()} className={secondary}>
        Contact Us
      </Link>
      {facts ? (
        <a href={telHref(facts.phone)} className={secondary}>
          <PhoneIcon className="size-4" />
          Call {facts.phone}
        </a>
      ) : null}
    </div>
  );
}
