// Site header: contact strip (desktop), agency logo, phone link, Get a Quote button, and the main navigation —
// drop-down menu bar from md up, menu button and panel below md. Sticky on small screens only, where it also holds
// the scroll-to-top button once the reader scrolls back up.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MailIcon, MessageIcon, PhoneIcon, ShieldIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useQuoteHref } from '@/features/insurance/lib/use-quote-href';
import { cn } from '@/lib/cn';
import { BackToTop } from '@/features/navigation/components/back-to-top';
import { DesktopNav } from '@/features/navigation/components/desktop-nav';
import { MobileMenu } from '@/features/navigation/components/mobile-menu';
import { useAgencyYears } from '@/lib/agency-years';
import { mailtoHref, smsHref, telHref, useSiteFacts } from '@/lib/site-facts';

// The scroll-to-top button in the header says where the reader is (data-scroll-state): past the top, scrolling.
const scrolledAway = 'group-has-[[data-scroll-state=down]]/header:sr-only group-has-[[data-scroll-state=up]]/header:sr-only';

/** `pageTopId`: where the header's scroll-to-top button (below md) puts focus. */
export function SiteHeader({ pageTopId }: { pageTopId: string }) {
  const { data: facts } = useSiteFacts();
  const withYears = useAgencyYears();
  const quoteHref = useQuoteHref();

  return (
    <header className="group/header sticky top-0 z-40 bg-white shadow-sm md:static md:shadow-none">
      <div className="hidden bg-navy-950 text-sm text-navy-100 md:block">
        <Container className="flex h-9 items-center justify-between gap-6">
          <p className="truncate">
            {facts ? `Independent insurance in ${facts.address.city}, ${facts.address.state} since ${facts.founded}` : ''}
          </p>
          {facts ? (
            <div className="flex shrink-0 items-center gap-5">
              <a href={smsHref(facts.text)} className="inline-flex items-center gap-1.5 hover:text-white">
                <MessageIcon className="size-4 text-teal-300" />
                Text us {facts.text}
              </a>
              <a href={mailtoHref(facts.email)} className="hidden items-center gap-1.5 hover:text-white lg:inline-flex">
                <MailIcon className="size-4 text-teal-300" />
                {facts.email}
              </a>
            </div>
          ) : null}
        </Container>
      </div>

      <Container className="flex h-16 items-center justify-between gap-2 md:h-20">
        <div className="min-w-0">
          <Link href={paths.home.getHref()} className="flex items-center gap-1.5 rounded-md text-navy-900 md:gap-2.5">
            <ShieldIcon className="size-7 shrink-0 fill-teal-500/15 text-teal-600 md:size-10" />
            {facts ? (
              <>
                {/* Once the page is scrolled, the name gives its room to the scroll-to-top button (still read out). */}
                <span className={cn('text-sm leading-tight font-bold md:hidden', scrolledAway)}>{facts.shortName}</span>
                <span className="hidden text-xl leading-tight font-bold md:inline">{facts.name}</span>
              </>
            ) : (
              <Skeleton className="h-6 w-32 md:w-56" />
            )}
          </Link>
          {facts ? <p className="-mt-1.5 hidden truncate pl-12.5 text-sm text-slate-600 lg:block">{withYears(facts.tagline)}</p> : null}
        </div>

        <div className="flex shrink-0 items-center gap-1 md:gap-4">
          <BackToTop place="header" focusTargetId={pageTopId} />
          {facts ? (
            <a
              href={telHref(facts.phone)}
              aria-label={`Call us at ${facts.phone}`}
              className="flex size-9 items-center justify-center gap-2 rounded-md font-semibold text-navy-900 hover:text-teal-700 md:size-auto md:px-2 md:py-2"
            >
              <PhoneIcon className="size-5 text-teal-600" />
              <span className="hidden md:inline">{facts.phone}</span>
            </a>
          ) : null}
          <Link href={quoteHref} className={buttonVariants({ size: null, className: 'h-9 px-2.5 text-sm md:h-11 md:px-5 md:text-base' })}>
            Get a Quote
          </Link>
          <MobileMenu phone={facts?.phone} text={facts?.text} quoteHref={quoteHref} />
        </div>
      </Container>

      <div className="hidden bg-navy-900 md:block">
        <Container>
          <DesktopNav />
        </Container>
      </div>
    </header>
  );
}
