// FaqAccordionItem: one question — a <button> (aria-expanded, aria-controls) and its answer region, the answer's
// HTML as the API serves it (styled in styles/main.css) (the posts' policy's canonical form, not cleaned again) with its links' rel and target.
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FaqItem } from '@/features/faq/types';
import { itemButtonId, itemPanelId } from '@/features/faq/lib/faq-ids';
import { cn } from '@/lib/cn';
import { renderedHtml } from '@/lib/rendered-links';

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
        className="faq-answer stored-html"
        dangerouslySetInnerHTML={{ __html: renderedHtml(item.answer) }}
      />
    </div>
  );
}
