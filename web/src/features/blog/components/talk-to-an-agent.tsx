// The box that ends every post, before the next one loads: talk to an agent by phone or text, ask for a quote or book a call —
// the numbers from the agency's facts (content/site.json). A box, not a landmark: a page of appended posts shows
// several, and landmarks of one name would be ambiguous.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { smsHref, telHref, useSiteFacts } from '@/lib/site-facts';

export function TalkToAnAgent({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { data: facts } = useSiteFacts();
  if (!facts) return null;
  const Heading = `h${headingLevel}` as const;
  const secondary = buttonVariants({ variant: 'outline' });
  return (
    <div className="mt-10 rounded-xl border border-teal-200 bg-teal-50 p-6">
      <Heading className="text-xl font-bold text-navy-900">Talk to an agent</Heading>
      <p className="mt-2 text-slate-700">
        Questions about your own coverage? A licensed agent at {facts.name} will answer them.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={telHref(facts.phone)} className={secondary}>
          <PhoneIcon className="size-4" />
          Call {facts.phone}
        </a>
        <a href={smsHref(facts.text)} className={secondary}>
          <MessageIcon className="size-4" />
          Text {facts.text}
        </a>
        <Link href={paths.requestQuote.getHref()} className={buttonVariants()}>
          Get a Quote
        </Link>
        <Link href={paths.book.getHref()} className={secondary}>
          {paths.book.title}
        </Link>
      </div>
    </div>
  );
}
