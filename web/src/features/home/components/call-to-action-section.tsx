// Home "call to action" section: the closing heading and text of /api/copy/home with Get a Quote, call (tel:)
// and text (sms:) buttons; the numbers come from the site facts.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useHomeCopy } from '@/features/home/api/home-copy';
import { CallToActionSkeleton } from '@/features/home/components/section-skeletons';
import { smsHref, telHref, useSiteFacts } from '@/lib/site-facts';

const FALLBACK = {
  heading: 'Talk with a local agent',
  text: 'Request a quote online, call or send us a text. We will walk you through your options.',
};

export function CallToActionSection() {
  const { data: copy, isPending } = useHomeCopy();
  const { data: facts } = useSiteFacts();
  if (isPending) return <CallToActionSkeleton />;

  const buttonSize = 'md:h-11 md:px-5 md:text-base';
  return (
    <Container>
      <section
        aria-labelledby="home-cta-heading"
        className="relative overflow-hidden rounded-2xl bg-navy-900 px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,var(--color-teal-700),transparent_65%)] opacity-60"
        />
        <div className="relative mx-auto max-w-3xl">
          <h2
            id="home-cta-heading"
            className="text-2xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-3xl"
          >
            {copy?.ctaHeading ?? FALLBACK.heading}
          </h2>
          <p className="mt-4 text-base leading-7 text-navy-100 sm:text-lg">{copy?.ctaText ?? FALLBACK.text}</p>
          <div className="mx-auto mt-8 flex max-w-sm flex-col justify-center gap-3 md:max-w-none md:flex-row">
            <Link href={paths.requestQuote.getHref()} className={buttonVariants({ size: 'lg', className: buttonSize })}>
              Get a Quote
            </Link>
            {facts ? (
              <>
                <a
                  href={telHref(facts.phone)}
                  className={buttonVariants({ variant: 'inverse', size: 'lg', className: buttonSize })}
                >
                  <PhoneIcon className="size-5" />
                  Call {facts.phone}
                </a>
                <a
                  href={smsHref(facts.text)}
                  className={buttonVariants({ variant: 'inverse', size: 'lg', className: buttonSize })}
                >
                  <MessageIcon className="size-5" />
                  Text {facts.text}
                </a>
              </>
            ) : null}
          </div>
        </div>
      </section>
    </Container>
  );
}
