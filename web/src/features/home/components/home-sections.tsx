// The home page below the hero: services, about, testimonials, blog and call to action. Each section
// is its own lazily loaded chunk, rendered when it nears the viewport, in a box whose min-height at each
// breakpoint matches its content, with a skeleton of the same box until then: the page does not shift.
import { lazy, memo } from 'react';
import { DeferredContent } from '@/components/ui/deferred-content';
import {
  AboutSkeleton,
  CallToActionSkeleton,
  LatestPostsSkeleton,
  ServicesSkeleton,
  TestimonialsSkeleton,
} from '@/features/home/components/section-skeletons';

const ServicesSection = lazy(() =>
  import('@/features/home/components/services-section').then((m) => ({ default: m.ServicesSection })),
);
const AboutSection = lazy(() =>
  import('@/features/home/components/about-section').then((m) => ({ default: m.AboutSection })),
);
const TestimonialsSection = lazy(() =>
  import('@/features/home/components/testimonials-section').then((m) => ({ default: m.TestimonialsSection })),
);
const LatestPostsSection = lazy(() =>
  import('@/features/home/components/latest-posts-section').then((m) => ({ default: m.LatestPostsSection })),
);
const CallToActionSection = lazy(() =>
  import('@/features/home/components/call-to-action-section').then((m) => ({ default: m.CallToActionSection })),
);

/**
 * Boxes of the sections: background, padding, and a min-height for each width band (base from 360 px, 25rem,
 * 30rem, sm, md, lg) equal to the loaded section's height at the narrowest width of the band, where its text
 * wraps most (measured in Chromium with a wide fallback font; tests/browser/test_home.py checks the page does
 * not shift). Re-measure when a section's layout or the copy's length changes a lot.
 */
const sectionBoxes = {
  services:
    'bg-white py-16 sm:py-20 min-h-[1511px] min-[25rem]:min-h-[1366px] min-[30rem]:min-h-[1280px] sm:min-h-[1175px] md:min-h-[1116px] lg:min-h-[886px]',
  about:
    'bg-navy-50 py-16 sm:py-20 min-h-[1260px] min-[25rem]:min-h-[1152px] min-[30rem]:min-h-[986px] sm:min-h-[886px] md:min-h-[858px] lg:min-h-[679px]',
  testimonials:
    'bg-white py-16 sm:py-20 min-h-[1521px] min-[25rem]:min-h-[1409px] min-[30rem]:min-h-[1297px] sm:min-h-[1221px] md:min-h-[1165px] lg:min-h-[783px]',
  posts:
    'bg-navy-50 py-16 sm:py-20 min-h-[678px] min-[25rem]:min-h-[678px] min-[30rem]:min-h-[582px] sm:min-h-[696px] md:min-h-[638px] lg:min-h-[659px]',
  cta: 'bg-white py-16 sm:py-20 min-h-[640px] min-[25rem]:min-h-[612px] min-[30rem]:min-h-[584px] sm:min-h-[663px] md:min-h-[502px] lg:min-h-[474px]',
};

// Memoised: a section whose server HTML still waits to hydrate must not get new props from a re-rendering home
// page (React would replace that HTML with the skeleton).
export const HomeSections = memo(function HomeSections() {
  return (
    <>
      <DeferredContent data-home-section="services" className={sectionBoxes.services} fallback={<ServicesSkeleton />}>
        <ServicesSection />
      </DeferredContent>
      <DeferredContent data-home-section="about" className={sectionBoxes.about} fallback={<AboutSkeleton />}>
        <AboutSection />
      </DeferredContent>
      <DeferredContent data-home-section="testimonials" className={sectionBoxes.testimonials} fallback={<TestimonialsSkeleton />}>
        <TestimonialsSection />
      </DeferredContent>
      <DeferredContent data-home-section="posts" className={sectionBoxes.posts} fallback={<LatestPostsSkeleton />}>
        <LatestPostsSection />
      </DeferredContent>
      <DeferredContent data-home-section="cta" className={sectionBoxes.cta} fallback={<CallToActionSkeleton />}>
        <CallToActionSection />
      </DeferredContent>
    </>
  );
});
