// Home hero: headline, the agency's pitch, and the Get a Quote / About Us buttons.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { telHref, useSiteFacts } from '@/lib/site-facts';

export function HomeHero() {
  const { data: facts } = useSiteFacts();

  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-teal-700),transparent_60%)] opacity-70"
      />
      <Container className="relative py-16 sm:py-24 lg:py-28">
        <p className="text-sm font-semibold tracking-widest text-teal-300 uppercase">
          {facts ? `${facts.address.city}, ${facts.address.state} · Since ${facts.servingSince}` : 'Independent insurance agency'}
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Insurance that fits your life, compared for you by a local independent agent
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-navy-100">
          We represent several insurance companies and shop them for you: car, home, life, umbrella and business
          coverage, with personal service from people who know the neighborhood.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link href={paths.requestQuote.getHref()} className={buttonVariants({ size: 'lg' })}>
            Get a Quote
          </Link>
          <Link href={paths.about.getHref()} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            About Us
          </Link>
          {facts ? (
            <a
              href={telHref(facts.phone)}
              className="inline-flex items-center justify-center gap-2 px-2 py-3 font-semibold text-navy-100 hover:text-white sm:ml-2"
            >
              <PhoneIcon className="size-5 text-teal-300" />
              Or call {facts.phone}
            </a>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
