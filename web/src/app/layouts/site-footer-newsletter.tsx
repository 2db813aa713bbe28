// The footer's newsletter band, above its last line: the copy's intro beside the sign-up form. Part of the footer's
// chunk, which loads as the footer nears the viewport; nothing shows until the copy is read (the server's render has
// it), and a link to /newsletter when it cannot be. Not on the newsletter's own pages (/newsletter, a mailed link's):
// there the page is the sign-up or its outcome.
import { Link, useLocation } from 'wouter';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { normalizePath } from '@/lib/normalize-path';
import { useNewsletterCopy } from '@/features/newsletter/api/newsletter-copy';
import { SignUpForm } from '@/features/newsletter/components/sign-up-form';
import { useNewsletterTokens } from '@/app/layouts/newsletter-tokens';

/** The intro's first sentence: the footer's line (the /newsletter page shows it whole). */
export const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

export function FooterNewsletter({ headingClass }: { headingClass: string }) {
  const { data: copy, isError } = useNewsletterCopy();
  const [location] = useLocation();
  const tokens = useNewsletterTokens();
  const own = `${normalizePath(location)}/`.startsWith(`${paths.newsletter.path}/`);
  if ((!copy && !isError) || own) return null;
  return (
    <section aria-labelledby="footer-newsletter" className="border-t border-white/10" data-testid="footer-newsletter">
      <Container className="grid gap-6 py-10 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-4">
          <h2 id="footer-newsletter" className={headingClass}>
            <Link href={paths.newsletter.getHref()} className="hover:underline">
              {paths.newsletter.title}
            </Link>
          </h2>
          {copy ? <p className="mt-3 max-w-sm text-sm leading-6">{firstSentence(copy.intro)}</p> : null}
        </div>
        <div className="lg:col-span-8">
          {copy ? (
            <SignUpForm copy={copy} page={`footer:${location}`} tokens={tokens} look="dark" />
          ) : (
            <Link href={paths.newsletter.getHref()} className="text-sm font-semibold text-white underline underline-offset-4">
              Sign up on our newsletter page
            </Link>
          )}
        </div>
      </Container>
    </section>
  );
}
