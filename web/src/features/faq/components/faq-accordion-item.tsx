// FaqAccordionItem: one question — a <button> (aria-expanded, aria-controls) and its answer region, the answer's
// HTML as the API serves it (the posts' policy's canonical form, not cleaned again) with its links' rel and target.
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FaqItem } from '@/features/faq/types';
import { itemButtonId, itemPanelId } from '@/features/faq/lib/faq-ids';
import { cn } from '@/lib/cn';
import { withRenderedLinks } from '@/lib/html-policy';

const answerClasses =
  'space-y-3 pb-5 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline ' +
  '[&_a]:underline-offset-2 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6';

type FaqAccordionItemProps = {
  id: string;
  item: FaqItem;
  open: boolean;
  onToggle: (id: string) => void;
};

export function FaqAccordionItem({ id, item, open, onToggle }: FaqAccordionItemProps) {
  const buttonId = itemButtonId(id);
  const panelId = itemPanelId(id);
  return (
    <div id={id} className="scroll-mt-6 border-b border-slate-200 last:border-b-0">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
          className="flex w-full items-start justify-between gap-4 py-4 text-left font-semibold text-navy-900 hover:text-teal-700"
        >
          <span>{item.question}</span>
          <ChevronDownIcon
            className={cn('mt-0.5 size-5 shrink-0 text-teal-600 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className={answerClasses}
        dangerouslySetInnerHTML={{ __html: withRenderedLinks(item.answer) }}
      />
    </div>
  );
}
