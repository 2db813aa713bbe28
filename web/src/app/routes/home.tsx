// Home page (/): the hero, then the lazily loaded sections (services, about, testimonials, blog, call to action).
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeSections } from '@/features/home/components/home-sections';
import { useSiteFacts } from '@/lib/site-facts';
import { insuranceAgencyJsonLd } from '@/lib/structured-data';
import { usePageTitle } from '@/lib/use-page-title';

export function HomeRoute() {
  const { data: facts } = useSiteFacts();
  usePageTitle('Independent Insurance Agency in Milford, CT', {
    jsonLd: [facts && ((context) => insuranceAgencyJsonLd(facts, context))],
  });
  return (
    <>
      <HomeHero />
      <HomeSections />
    </>
  );
}
