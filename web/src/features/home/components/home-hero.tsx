// Home hero: headline, the agency's pitch, the Get a Quote / About Us buttons and the office hours; on wide screens
// a card with the ways to reach the agency and the hours. Rendered at once from fixed words and the site facts (no
// fetch), so it is the first thing painted and never moves.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MapPinIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/features/home/components/home-icons';
import { HoursList } from '@/components/ui/hours-list';
import { paths } from '@/config/paths';
import { formatAddress, smsHref, telHref, useSiteFacts, type SiteFacts } from '@/lib/site-facts';

export function HomeHero() {
  const { data: facts } = useSiteFacts();

  return (
    <section aria-labelledby="home-hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-teal-700),transparent_60%)] opacity-70"
      />
      <Container className="relative grid gap-12 py-12 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-teal-300 uppercase">
            {facts ? `${facts.address.city}, ${facts.address.state} · Since ${facts.founded}` : 'Independent insurance agency'}
          </p>
          <h1
            id="home-hero-heading"
            className="mt-3 max-w-3xl text-[1.875rem] leading-tight font-extrabold tracking-tight text-balance sm:mt-4 sm:text-5xl lg:text-[3.25rem]"
          >
            Insurance that fits your life, compared for you by a local independent agent
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-navy-100 sm:mt-6 sm:text-lg sm:leading-8">
            We represent several insurance companies and shop them for you: car, home, life, umbrella and business
            coverage, with personal service from people who know the neighborhood.
          </p>
          <div className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:flex sm:items-center">
            <Link href={paths.requestQuote.getHref()} className={buttonVariants({ size: null, className: 'h-12 px-4 text-lg sm:px-6' })}>
              Get a Quote
            </Link>
            <Link
              href={paths.about.getHref()}
              className={buttonVariants({ variant: 'inverse', size: null, className: 'h-12 px-4 text-lg sm:px-6' })}
            >
              About Us
            </Link>
            {facts ? (
              <a
                href={telHref(facts.phone)}
                className="col-span-2 inline-flex items-center justify-center gap-2 rounded-md px-2 py-3 font-semibold text-navy-100 hover:text-white sm:ml-2 lg:hidden"
              >
                <PhoneIcon className="size-5 text-teal-300" />
                Or call {facts.phone}
              </a>
            ) : null}
          </div>
          {facts ? (
            <div className="mt-6 flex gap-3 text-navy-100 lg:hidden">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-teal-300" />
              <OfficeHoursList hours={facts.hours} />
            </div>
          ) : null}
        </div>
        {facts ? <ReachUsCard facts={facts} /> : null}
      </Container>
    </section>
  );
}

/** Wide screens only: the hero has room beside the headline for the agency's numbers, hours and address. */
function ReachUsCard({ facts }: { facts: SiteFacts }) {
  const rowClass = 'flex gap-3';
  const iconClass = 'mt-0.5 size-5 shrink-0 text-teal-300';
  return (
    <div className="hidden rounded-2xl bg-white/10 p-7 ring-1 ring-white/15 lg:block">
      <p className="text-lg font-bold">Talk with a local agent</p>
      <ul className="mt-5 space-y-4 text-navy-100">
        <li className={rowClass}>
          <PhoneIcon className={iconClass} />
          <a href={telHref(facts.phone)} className="font-semibold text-white hover:underline">
            Call {facts.phone}
          </a>
        </li>
        <li className={rowClass}>
          <MessageIcon className={iconClass} />
          <a href={smsHref(facts.text)} className="font-semibold text-white hover:underline">
            Text {facts.text}
          </a>
        </li>
        <li className={rowClass}>
          <ClockIcon className={iconClass} />
          <OfficeHoursList hours={facts.hours} />
        </li>
        <li className={rowClass}>
          <MapPinIcon className={iconClass} />
          <span>{formatAddress(facts.address)}</span>
        </li>
      </ul>
    </div>
  );
}

/** Every row of the site facts' hours, two compact columns ("Mon – Fri   9:00 AM – 5:00 PM"). */
function OfficeHoursList({ hours }: { hours: SiteFacts['hours'] }) {
  return (
    <HoursList
      hours={hours}
      short
      label="Office hours"
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm leading-6"
      row="contents"
      times="font-medium whitespace-nowrap text-white"
    />
  );
}
