// The newsletter's sign-up at the end of the post a page was opened on, above its share links and the
// talk-to-an-agent box: one quiet box, not repeated under each appended post. Its own chunk: server-rendered, it is
// a plain form in the page's HTML at once and its code loads as it nears the viewport.
import { useNewsletterTokens } from '@/app/layouts/newsletter-tokens';
import { paths } from '@/config/paths';
import { useNewsletterCopy } from '@/features/newsletter/api/newsletter-copy';
import { SignUpForm } from '@/features/newsletter/components/sign-up-form';

export function PostNewsletter({ slug, headingLevel }: { slug: string; headingLevel: 2 | 3 }) {
  const { data: copy } = useNewsletterCopy();
  const tokens = useNewsletterTokens();
  if (!copy) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6" data-testid="post-newsletter">
      <Heading className="text-xl font-bold text-navy-900">Get our {paths.newsletter.title.toLowerCase()}</Heading>
      <p className="mt-2 mb-5 max-w-2xl text-slate-700">{copy.intro}</p>
      <SignUpForm copy={copy} page={paths.blogPost.getHref(slug)} tokens={tokens} />
    </div>
  );
}
