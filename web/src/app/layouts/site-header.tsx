// Site header: agency name from the site facts, phone link, Get a Quote button, and the main section links.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MailIcon, PhoneIcon, ShieldIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { mailtoHref, telHref, useSiteFacts } from '@/lib/site-facts';

const sectionLinks = [
  { href: paths.about.getHref(), label: 'About Us' },
  { href: paths.insuranceServices.getHref(), label: 'Insurance Services' },
  { href: paths.onlineServices.getHref(), label: 'Online Services' },
  { href: paths.faqs.getHref(), label: 'FAQs' },
  { href: paths.blog.getHref(), label: 'News & Blog' },
  { href: paths.contact.getHref(), label: 'Contact Us' },
];

export function SiteHeader() {
  const { data: facts } = useSiteFacts();

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="hidden bg-navy-950 text-sm text-navy-100 md:block">
        <Container className="flex h-9 items-center justify-between">
          <p>{facts ? `Independent insurance in ${facts.address.city}, ${facts.address.state} since ${facts.servingSince}` : ''}</p>
          {facts?.email ? (
            <a href={mailtoHref(facts.email)} className="inline-flex items-center gap-1.5 hover:text-white">
              <MailIcon className="size-4" />
              {facts.email}
            </a>
          ) : null}
        </Container>
      </div>

      <Container className="flex h-16 items-center justify-between gap-3 md:h-20">
        <Link href={paths.home.getHref()} className="flex min-w-0 items-center gap-2.5 text-navy-900">
          <ShieldIcon className="size-8 shrink-0 fill-teal-500/15 text-teal-500 md:size-9" />
          {facts ? (
            <span className="min-w-0">
              <span className="line-clamp-2 text-base leading-tight font-bold md:line-clamp-1 md:text-xl">{facts.name}</span>
              <span className="hidden truncate text-sm text-slate-500 sm:block">{facts.tagline}</span>
            </span>
          ) : (
            <Skeleton className="h-6 w-40 md:w-56" />
          )}
        </Link>

        <div className="flex shrink-0 items-center gap-2 md:gap-4">
          {facts ? (
            <a
              href={telHref(facts.phone)}
              className="inline-flex items-center gap-2 rounded-md p-2 font-semibold text-navy-900 hover:text-teal-600"
              aria-label={`Call us at ${facts.phone}`}
            >
              <PhoneIcon className="size-5 text-teal-500" />
              <span className="hidden lg:inline">{facts.phone}</span>
            </a>
          ) : null}
          <Link href={paths.requestQuote.getHref()} className={buttonVariants({ size: 'sm' })}>
            Get a Quote
          </Link>
        </div>
      </Container>

      <nav aria-label="Main" className="border-t border-slate-100 bg-navy-900">
        <Container className="overflow-x-auto">
          <ul className="flex gap-1 py-1.5 text-sm font-medium whitespace-nowrap md:gap-2">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={(active) =>
                    cn(
                      'block rounded px-3 py-2 text-navy-100 hover:bg-white/10 hover:text-white',
                      active && 'bg-white/10 text-white',
                    )
                  }
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
    </header>
  );
}
