// Home "testimonials" section: the client quotes of /api/copy/testimonials as figure/blockquote/figcaption.
import { Container } from '@/components/ui/container';
import { QuoteIcon } from '@/features/home/components/home-icons';
import { useTestimonials } from '@/features/home/api/home-copy';
import { SectionHeading, SectionUnavailable } from '@/features/home/components/section-heading';
import { TestimonialsSkeleton } from '@/features/home/components/section-skeletons';

export function TestimonialsSection() {
  const { data, isPending, isError } = useTestimonials();
  if (isPending) return <TestimonialsSkeleton />;

  return (
    <Container>
      <section aria-labelledby="home-testimonials-heading">
        <SectionHeading id="home-testimonials-heading" eyebrow="Client stories" title="What our neighbors say" />
        {isError || data.items.length === 0 ? (
          <SectionUnavailable>Client stories are not available right now.</SectionUnavailable>
        ) : (
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {data.items.map((item) => (
              <figure
                key={`${item.name}-${item.town}`}
                className="flex flex-col rounded-xl bg-navy-50 p-6 ring-1 ring-navy-100 sm:p-7"
              >
                <QuoteIcon className="size-7 text-teal-600" />
                <blockquote className="mt-4 flex-1 text-base leading-7 text-slate-700">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-navy-100 pt-4">
                  <span className="block font-bold text-navy-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.town}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        )}
      </section>
    </Container>
  );
}
