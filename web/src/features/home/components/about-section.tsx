// Home "about" section: the heading and paragraphs of /api/copy/home, a link to /about, and the agency's key
// facts (years serving, towns served) from the site facts.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MapPinIcon, ShieldIcon } from '@/components/ui/icons';
import { UmbrellaIcon } from '@/features/home/components/home-icons';
import { paths } from '@/config/paths';
import { useHomeCopy } from '@/features/home/api/home-copy';
import { SectionHeading, SectionUnavailable } from '@/features/home/components/section-heading';
import { AboutSkeleton } from '@/features/home/components/section-skeletons';
import { useSiteFacts } from '@/lib/site-facts';

export function AboutSection() {
  const { data: copy, isPending, isError } = useHomeCopy();
  const { data: facts } = useSiteFacts();
  if (isPending) return <AboutSkeleton />;

  return (
    <Container>
      <section aria-labelledby="home-about-heading" className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
        <div>
          <SectionHeading id="home-about-heading" eyebrow="About us" title={isError ? 'A local, independent agency' : copy.aboutHeading} />
          {isError ? (
            <SectionUnavailable>More about our agency is on our About Us page.</SectionUnavailable>
          ) : (
            <div className="mt-5 space-y-4 text-base leading-7 text-slate-700">
              {copy.about.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          )}
          <Link href={paths.about.getHref()} className={buttonVariants({ variant: 'secondary', className: 'mt-7' })}>
            More about our agency
          </Link>
        </div>

        {facts ? (
          <ul className="grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <li className="flex gap-4">
              <ShieldIcon className="size-7 shrink-0 text-teal-600" />
              <div>
                <p className="text-lg font-bold text-navy-900">Serving {facts.address.city} since {facts.founded}</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">Independent and family-owned, with an office right here in town.</p>
              </div>
            </li>
            <li className="flex gap-4">
              <UmbrellaIcon className="size-7 shrink-0 text-teal-600" />
              <div>
                <p className="text-lg font-bold text-navy-900">Many insurers, one local agency</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">We shop your coverage with the insurers we represent, not just one.</p>
              </div>
            </li>
            <li className="flex gap-4">
              <MapPinIcon className="size-7 shrink-0 text-teal-600" />
              <div>
                <p className="text-lg font-bold text-navy-900">Neighbors helping neighbors</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{facts.areaServed.join(' · ')}</p>
              </div>
            </li>
          </ul>
        ) : null}
      </section>
    </Container>
  );
}
