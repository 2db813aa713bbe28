// A repeated step's items (drivers, vehicles, locations): each under its own heading, named by its title question
// ("Driver 1 — Ann Lee"), with its questions and a button to remove it; a button adds one, up to the declared most.
import { useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import type { IntakeField, IntakeStep } from '@/config/intake-form';
import type { AnswerValue } from '@/features/intake/api/intake-api';
import { IntakeQuestion } from '@/features/intake/components/intake-question';
import { errorKey, inputId, itemName, newItem, type DraftItem } from '@/features/intake/lib/intake-drafts';

type ItemsProps = {
  step: IntakeStep & { repeat: NonNullable<IntakeStep['repeat']> };
  fields: readonly IntakeField[];
  items: readonly DraftItem[];
  onChange: (items: DraftItem[]) => void;
  errors: Readonly<Record<string, string>>;
};

export function IntakeItems({ step, fields, items, onChange, errors }: ItemsProps) {
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const addRow = useRef<HTMLDivElement>(null);
  const change = (index: number, name: string, value: AnswerValue | undefined) =>
    onChange(items.map((item, at) => (at === index ? { ...item, [name]: value } : item)));
  const add = () => {
    const item = newItem(step, items);
    onChange([...items, item]);
    // The new item's heading takes focus once it is shown, so its questions are read from the start.
    requestAnimationFrame(() => headings.current.get(item.id)?.focus());
  };
  const remove = (index: number) => {
    onChange(items.filter((_, at) => at !== index));
    requestAnimationFrame(() => focusAfterRemoval(headings, items, index, addRow));
  };
  const full = items.length >= step.repeat.max;
  return (
    <div className="space-y-6">
      {items.map((item, index) => (
        <section key={item.id} aria-labelledby={`${inputId(step.id, item.id, 'heading')}`} className="space-y-4 rounded-lg border border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3
              id={inputId(step.id, item.id, 'heading')}
              ref={(element) => {
                if (element) headings.current.set(item.id, element);
                else headings.current.delete(item.id);
              }}
              tabIndex={-1}
              className="text-lg font-semibold text-navy-900 outline-none"
            >
              {itemName(step, items, index)}
            </h3>
            <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`${step.repeat.remove}: ${itemName(step, items, index)}`}>
              {step.repeat.remove}
            </Button>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {fields.map((field) => (
              <IntakeQuestion
                key={field.name}
                field={field}
                id={inputId(step.id, item.id, field.name)}
                value={item[field.name]}
                onChange={(value) => change(index, field.name, value)}
                error={errors[errorKey(step.id, item.id, field.name)]}
              />
            ))}
          </div>
        </section>
      ))}
      <div ref={addRow} className="space-y-1">
        <Button variant="outline" onClick={add} disabled={full}>
          {step.repeat.add}
        </Button>
        <p className="text-sm text-slate-600">
          {full ? `That is the most this form takes (${step.repeat.max}); tell us about more when we call.` : `Up to ${step.repeat.max}.`}
        </p>
      </div>
    </div>
  );
}

/** After a removal: the next item's heading, else the one before, else the add button. */
function focusAfterRemoval(
  headings: RefObject<Map<string, HTMLHeadingElement>>,
  items: readonly DraftItem[],
  index: number,
  addRow: RefObject<HTMLDivElement | null>,
) {
  const neighbour = items[index + 1] ?? items[index - 1];
  const heading = neighbour ? headings.current.get(neighbour.id) : undefined;
  if (heading) heading.focus();
  else addRow.current?.querySelector('button')?.focus();
}
