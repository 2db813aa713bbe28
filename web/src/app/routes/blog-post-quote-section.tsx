// The quote section under the post named by the site facts' quotePostSlug: heading, a line of help and the
// agency's quote form (or the embedded one, when configured). Its own chunk, loaded only for that post.
import { LabelledSection } from '@/components/ui/labelled-section';
import { kindOf } from '@/config/request-kinds';
import { KindForm } from '@/features/forms/components/kind-form';

const quote = kindOf('quote')!;

export function QuoteSection({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <LabelledSection
      title="Get Your Free Quote Today"
      level={headingLevel}
      className="mt-12 border-t border-slate-200 pt-10"
      headingClassName="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
    >
      <p className="mt-3 mb-6 max-w-2xl text-slate-600">
        Tell us what you would like to insure. One of our licensed agents will compare options from the companies
        we represent and get back to you.
      </p>
      <KindForm kind={quote} headingLevel={headingLevel === 2 ? 3 : 4} />
    </LabelledSection>
  );
}
