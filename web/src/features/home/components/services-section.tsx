// Home "services" section: the six service links of /api/copy/home as cards, and a link to every service.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon, ShieldIcon } from '@/components/ui/icons';
import { cardCoveringLink, LinkCard, LinkCardDescription } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import { useHomeCopy } from '@/features/home/api/home-copy';
import { SectionHeading, SectionUnavailable } from '@/features/home/components/section-heading';
import { AnchorIcon, BuildingIcon, CarIcon, HomeIcon, KeyIcon, UmbrellaIcon } from '@/features/home/components/home-icons';
import { ServicesSkeleton } from '@/features/home/components/section-skeletons';
import { cn } from '@/lib/cn';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** A picture for a service, from the words of its link: the copy may change, so match loosely. */
const serviceIcons: [RegExp, Icon][] = [
  [/boat|watercraft/i, AnchorIcon],
  [/business|commercial/i, BuildingIcon],
  [/umbrella|life/i, UmbrellaIcon],
  [/renter|landlord|condo/i, KeyIcon],
  [/home|property/i, HomeIcon],
  [/auto|car|vehicle|motorcycle/i, CarIcon],
];

const iconFor = (text: string): Icon => serviceIcons.find(([pattern]) => pattern.test(text))?.[1] ?? ShieldIcon;

export function ServicesSection() {
  const { data: copy, isPending, isError } = useHomeCopy();
  if (isPending) return <ServicesSkeleton />;

  return (
    <Container>
      <section aria-labelledby="home-services-heading">
        <SectionHeading id="home-services-heading" eyebrow="Insurance services" title="Coverage for your car, home, family and business">
          We compare policies from several insurance companies and explain the differences in plain language.
        </SectionHeading>
        {isError ? (
          <SectionUnavailable>
            Our list of services could not be loaded just now.{' '}
            <Link href={paths.insuranceServices.getHref()} className="font-semibold text-teal-700 underline">
              See all insurance services
            </Link>
            .
          </SectionUnavailable>
        ) : (
          <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {copy.services.map((service) => {
              const Icon = iconFor(`${service.label} ${service.href}`);
              return (
                <LinkCard key={service.href} className="p-5 sm:p-6 transition-shadow focus-within:shadow-md">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-teal-700">
                      <Icon className="size-5" />
                    </span>
                    <h3 className="text-lg leading-snug font-bold text-navy-900">
                      <Link
                        href={service.href}
                        className={cn(
                          cardCoveringLink,
                          'group-hover:text-teal-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-600',
                        )}
                      >
                        {service.label}
                      </Link>
                    </h3>
                  </div>
                  <LinkCardDescription className="sm:mt-3">{service.description}</LinkCardDescription>
                  <span aria-hidden="true" className="mt-auto hidden items-center gap-1 pt-4 text-sm font-semibold text-teal-700 sm:inline-flex">
                    Learn more <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </LinkCard>
              );
            })}
          </ul>
        )}
        <p className="mt-8">
          <Link
            href={paths.insuranceServices.getHref()}
            className="inline-flex items-center gap-1.5 font-semibold text-navy-900 hover:text-teal-700"
          >
            View all insurance services <ArrowRightIcon className="size-4" />
          </Link>
        </p>
      </section>
    </Container>
  );
}
