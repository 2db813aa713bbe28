// Site footer: agency name, contact details and hours from the site facts, quick links, copyright line.
import { Link } from 'wouter';
import { Container } from '@/components/ui/container';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatAddress, mailtoHref, telHref, useSiteFacts } from '@/lib/site-facts';

const quickLinks = [
  { href: paths.home.getHref(), label: 'Home' },
  { href: paths.requestQuote.getHref(), label: 'Request a Quote' },
  { href: paths.contact.getHref(), label: 'Contact Us' },
];

export function SiteFooter() {
  const { data: facts } = useSiteFacts();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-navy-900 text-navy-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{facts?.name}</p>
          <p className="mt-3 max-w-md text-sm leading-6">{facts?.description}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
            {facts?.social.map((profile) => (
              <li key={profile.url}>
                <a href={profile.url} rel="noopener noreferrer" target="_blank" className="hover:text-white">
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>

        {facts ? (
          <address className="space-y-3 text-sm not-italic">
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-teal-300" />
              {formatAddress(facts.address)}
            </p>
            <p>
              <a href={telHref(facts.phone)} className="flex gap-2 hover:text-white">
                <PhoneIcon className="mt-0.5 size-4 shrink-0 text-teal-300" />
                {facts.phone}
              </a>
            </p>
            <p>
              <a href={mailtoHref(facts.email)} className="flex gap-2 break-all hover:text-white">
                <MailIcon className="mt-0.5 size-4 shrink-0 text-teal-300" />
                {facts.email}
              </a>
            </p>
          </address>
        ) : null}

        {facts?.hours.length ? (
          <div className="text-sm">
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Office hours</h2>
            <dl className="mt-3 space-y-2">
              {facts.hours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt>{row.days}</dt>
                  <dd className="text-right text-white">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-xs text-navy-300">
          © {year} {facts?.name}. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}
