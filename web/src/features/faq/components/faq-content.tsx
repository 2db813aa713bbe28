// FaqContent: the FAQ page body — intro, six jump buttons, and the sections' questions with one answer open at a time.
import { useCallback, useEffect, useState } from 'react';
import { Skeleton, TextLinesSkeleton } from '@/components/ui/skeleton';
import { FaqAccordionItem } from '@/features/faq/components/faq-accordion-item';
import { faqItemId, resolveFaqHash, sectionHeadingId, toggleOpenItem } from '@/features/faq/lib/faq-ids';
import { scrollToAndFocus } from '@/features/faq/lib/scroll-to-section';
import type { Faq } from '@/features/faq/types';

/** The first question of the first section starts open. */
const firstItemId = (faq: Faq) => {
  const first = faq.sections.find((section) => section.items.length > 0);
  return first ? faqItemId(first.id, 0) : null;
};

export function FaqContent({ faq }: { faq: Faq }) {
  const [openItemId, setOpenItemId] = useState<string | null>(() => firstItemId(faq));
  const toggle = useCallback((id: string) => setOpenItemId((open) => toggleOpenItem(open, id)), []);

  const jumpTo = (sectionId: string) => {
    const section = document.getElementById(sectionId);
    const heading = document.getElementById(sectionHeadingId(sectionId));
    if (section) scrollToAndFocus(section, heading ?? section);
  };

  // A link such as /faqs#car or /faqs#home-3: the copy arrives after the browser looked for the id, so go there now.
  // The hash exists only in the browser (a server render never sees it), hence an effect rather than initial state.
  useEffect(() => {
    const target = resolveFaqHash(faq, window.location.hash);
    if (!target) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opens the linked question once, after mount
    if (target.kind === 'item') setOpenItemId(target.id);
    const element = document.getElementById(target.id);
    element?.scrollIntoView({ block: 'start' });
  }, [faq]);

  return (
    <div className="space-y-10">
      <div className="space-y-4">
        {faq.intro.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? 'text-lg leading-8 text-slate-700' : 'leading-7 text-slate-700'}>
            {paragraph}
          </p>
        ))}
      </div>

      <nav aria-labelledby="faq-topics-label">
        <p id="faq-topics-label" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Jump to a topic
        </p>
        <ul className="flex flex-wrap gap-2">
          {faq.sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                onClick={() => jumpTo(section.id)}
                className="rounded-full border border-navy-200 bg-white px-4 py-2 text-sm font-semibold text-navy-900 transition-colors hover:border-teal-500 hover:bg-teal-50"
              >
                {section.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      {faq.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={sectionHeadingId(section.id)} className="scroll-mt-6">
          <h2
            id={sectionHeadingId(section.id)}
            tabIndex={-1}
            className="border-b-2 border-teal-500 pb-2 text-2xl font-bold text-navy-900"
          >
            {section.title}
          </h2>
          <div>
            {section.items.map((item, index) => {
              const id = faqItemId(section.id, index);
              return <FaqAccordionItem key={id} id={id} item={item} open={openItemId === id} onToggle={toggle} />;
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

export function FaqSkeleton() {
  return (
    <div role="status" className="space-y-10">
      <span className="sr-only">Loading...</span>
      <TextLinesSkeleton lines={5} />
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-24 rounded-full" />
        ))}
      </div>
      {[0, 1].map((section) => (
        <div key={section} className="space-y-5">
          <Skeleton className="h-8 w-40" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}
