// Not-found page: the router's last, path-less route. Says the page was not found and offers ways onward.
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon, PhoneIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { movedAddress } from '@/config/moved-addresses';
import { paths } from '@/config/paths';
import { telHref, useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

const popularPages = [
  { href: paths.insuranceServices.getHref(), label: 'Insurance Services' },
  { href: paths.requestQuote.getHref(), label: 'Request a Quote' },
  { href: paths.faqs.getHref(), label: 'Frequently Asked Questions' },
  { href: paths.blog.getHref(), label: 'News & Blog' },
];

/** The router's last route: an address of the table's moved list goes to its new place (a link in older copy, say);
 * any other is not found. */
export function MovedOrNotFoundRoute() {
  const [location] = useLocation();
  const search = useSearch();
  const target = movedAddress(location);
  if (target === null) return <NotFoundRoute />;
  return <Redirect to={search ? `${target}?${search}` : target} replace />;
}

export function NotFoundRoute() {
  usePageTitle('Page Not Found', { status: 404 });
  const { data: facts } = useSiteFacts();

  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-teal-600 sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
      <p className="mt-6 max-w-xl text-slate-600">
        The address may be mistyped, or the page may have moved. These links will take you somewhere useful.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link href={paths.home.getHref()} className={buttonVariants()}>
          Back to Home
        </Link>
        <Link href={paths.contact.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Contact Us
        </Link>
      </div>
      <LabelledSection
        as="nav"
        title="Popular pages"
        className="mt-12 w-full max-w-md text-left"
        headingClassName="text-sm font-semibold tracking-wider text-slate-600 uppercase"
      >
        <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
          {popularPages.map((page) => (
            <li key={page.href}>
              <Link
                href={page.href}
                className="flex items-center justify-between py-3 font-medium text-navy-900 hover:text-teal-700"
              >
                {page.label}
                <ArrowRightIcon className="size-4 text-teal-600" />
              </Link>
            </li>
          ))}
        </ul>
        {facts ? (
          <p className="mt-6 text-slate-600">
            Prefer to talk?{' '}
            <a href={telHref(facts.phone)} className="inline-flex items-center gap-1 font-semibold text-navy-900 hover:text-teal-700">
              <PhoneIcon className="size-4 text-teal-600" />
              Call {facts.phone}
            </a>
          </p>
        ) : null}
      </LabelledSection>
    </Container>
  );
}
