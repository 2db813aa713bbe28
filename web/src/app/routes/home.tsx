// Home page (/): the hero, then the lazily loaded sections (services, about, testimonials, blog, call to action).
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeSections } from '@/features/home/components/home-sections';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function HomeRoute() {
  const { data: facts } = useSiteFacts();
  usePageTitle('Independent Insurance Agency in Milford, CT', {
    jsonLd: [facts && { kind: 'agency', facts }],
  });
  return (
    <>
      <HomeHero />
      <HomeSections />
    </>
  );
}
