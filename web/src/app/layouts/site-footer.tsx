// Site footer: logo, quick links (Home, Request a Quote, Contact Us, News & Blog, Newsletter, Pay a bill, Report a
// claim), social links, contact details and hours from the site facts, the newsletter's sign-up, the copyright line with the privacy and accessibility
// links. (The floating scroll-to-top button is the layout's.)
import { lazy } from 'react';
import { Link } from 'wouter';
import { Container } from '@/components/ui/container';
import { DeferredContent } from '@/components/ui/deferred-content';
import { HoursList } from '@/components/ui/hours-list';
import {
  MailIcon,
  MapPinIcon,
  MessageIcon,
  PhoneIcon,
  ShieldIcon,
} from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { paths } from '@/config/paths';
import { onlineServicesSectionHref } from '@/config/online-services-sections';
import { formatAddress, mailtoHref, smsHref, telHref, useSiteFacts, type SiteFacts } from '@/lib/site-facts';

// On a short page the footer is in view at once: the newsletter band's code and data read (some 3 KB) wait for the
// visitor's first touch, and the server's HTML works as a plain form post meanwhile, so no page's first load pays for it.
const FooterNewsletter = lazy(() =>
  import('@/app/layouts/site-footer-newsletter').then((m) => ({ default: m.FooterNewsletter })),
);

const quickLinks = [
  { href: paths.home.getHref(), label: 'Home' },
  { href: paths.requestQuote.getHref(), label: 'Request a Quote' },
  { href: paths.contact.getHref(), label: 'Contact Us' },
  { href: paths.blog.getHref(), label: 'News & Blog' },
  { href: paths.newsletter.getHref(), label: paths.newsletter.title },
  // For clients: both are done with their insurance company, from the Online Services page.
  { href: onlineServicesSectionHref('serviceCentre'), label: 'Pay a bill' },
  { href: onlineServicesSectionHref('afterLoss'), label: 'Report a claim' },
];

/** The notices every page links to, in the footer's last line. */
const policyLinks = [paths.privacy, paths.accessibility];

const headingClass = 'text-sm font-semibold tracking-wider text-white uppercase';

export function SiteFooter() {
  const { data: facts } = useSiteFacts();

  return (
    // Never the browser's scroll anchor: a next post added above it appears where the reader looks.
    <footer className="bg-navy-900 text-navy-100 [overflow-anchor:none]">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-3">
          <Link href={paths.home.getHref()} className="inline-flex items-center gap-2.5 rounded-md text-white">
            <ShieldIcon className="size-9 shrink-0 fill-teal-400/20 text-teal-300" />
            <span className="text-lg leading-tight font-bold">{facts?.name ?? 'Home'}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">{facts?.description}</p>
          {facts?.social.length ? <SocialLinks profiles={facts.social} /> : null}
        </div>

        <LabelledSection as="nav" title="Quick links" className="lg:col-span-2" headingClassName={headingClass}>
          <ul className="mt-3 space-y-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </LabelledSection>

        {facts ? <ContactColumns facts={facts} /> : null}
      </Container>

      <DeferredContent hydrateOn="interaction" fallback={null}>
        <FooterNewsletter headingClass={headingClass} />
      </DeferredContent>

      <div className="border-t border-white/10">
        {/* Right padding keeps the last words clear of the floating scroll-to-top button (from md up; below, the
            button is in the header). */}
        <Container className="flex flex-col gap-2 py-5 text-xs text-navy-300 sm:flex-row sm:justify-between sm:gap-6 md:pr-24 xl:pr-8">
          <p>
            © {new Date().getFullYear()} {facts?.name}. All rights reserved.
          </p>
          <nav aria-label="Privacy and accessibility" className="shrink-0">
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {policyLinks.map((route) => (
                <li key={route.path}>
                  <Link href={route.getHref()} className="inline-block py-1 underline underline-offset-4 hover:text-white">
                    {route.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>Coverage is subject to the terms, conditions and exclusions of each policy.</p>
        </Container>
      </div>
    </footer>
  );
}

/** The agency's social profiles, each opening in a new tab. */
function SocialLinks({ profiles }: { profiles: SiteFacts['social'] }) {
  return (
    <ul className="mt-5 flex flex-wrap gap-3">
      {profiles.map((profile) => (
        <li key={profile.url}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-md bg-white/10 px-3 text-sm font-medium text-white hover:bg-white/20"
          >
            {/* The profile's mark from the stylesheet (.brand-mark-facebook in styles/main.css). */}
            <span
              aria-hidden="true"
              className={`brand-mark brand-mark-${profile.name.toLowerCase()} size-4`}
            />
            {profile.name}{' '}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The Contact column (address, phone, text number, e-mail address) and the office hours. */
function ContactColumns({ facts }: { facts: SiteFacts }) {
  const [mailbox, ...domain] = facts.email.split('@');
  return (
    <>
      <div className="lg:col-span-4">
        <h2 className={headingClass}>Contact</h2>
        <address className="mt-3 space-y-2.5 text-sm not-italic">
          <p className="flex gap-2">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-teal-300" />
            {formatAddress(facts.address)}
          </p>
          <p>
            <a href={telHref(facts.phone)} className="inline-flex gap-2 hover:text-white">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-teal-300" />
              {facts.phone}
            </a>
          </p>
          <p>
            <a href={smsHref(facts.text)} className="inline-flex gap-2 hover:text-white">
              <MessageIcon className="mt-0.5 size-4 shrink-0 text-teal-300" />
              <span>Text {facts.text}</span>
            </a>
          </p>
          <p>
            <a href={mailtoHref(facts.email)} className="inline-flex gap-2 wrap-anywhere hover:text-white">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-teal-300" />
              <span>
                {/* A long address breaks after the @ rather than inside a word. */}
                {mailbox}@<wbr />
                {domain.join('@')}
              </span>
            </a>
          </p>
        </address>
      </div>

      <div className="lg:col-span-3">
        <h2 className={headingClass}>Office hours</h2>
        {/* Day and hours side by side; stacked in the narrower column of wide screens. */}
        <HoursList
          hours={facts.hours}
          className="mt-3 space-y-2 text-sm"
          row="flex justify-between gap-4 lg:block"
          times="text-right text-white lg:text-left"
        />
      </div>
    </>
  );
}
