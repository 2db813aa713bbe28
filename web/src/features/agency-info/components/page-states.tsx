// The load failure of the editorial pages: an apology, the agency's phone and a retry.
import { Button } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import { telHref, useSiteFacts } from '@/lib/site-facts';

/** What a page shows when its copy cannot be loaded: a plain apology, the phone number, and a retry. */
export function PageLoadError({ onRetry }: { onRetry?: () => void }) {
  const { data: facts } = useSiteFacts();
  return (
    <LabelledSection
      role="alert"
      title="This page could not be loaded"
      className="max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-800"
      headingClassName="text-xl font-bold text-navy-900"
    >
      <p className="mt-2 leading-7">
        Something went wrong while loading this page. Please try again in a moment
        {facts ? ', or call us and an agent will gladly answer your questions.' : '.'}
      </p>
      {facts ? (
        <a
          href={telHref(facts.phone)}
          className="mt-4 inline-flex items-center gap-2 text-lg font-bold text-navy-900 hover:text-teal-700"
        >
          <PhoneIcon className="size-5 text-teal-600" />
          {facts.phone}
        </a>
      ) : null}
      {onRetry ? (
        <div className="mt-5">
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </LabelledSection>
  );
}
