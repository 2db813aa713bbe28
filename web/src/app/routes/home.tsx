// Home page (/): the hero. The lazily loaded sections of spec §2 follow in a later step.
import { HomeHero } from '@/features/home/components/home-hero';
import { usePageTitle } from '@/lib/use-page-title';

export function HomeRoute() {
  usePageTitle('Independent Insurance Agency');
  return <HomeHero />;
}
