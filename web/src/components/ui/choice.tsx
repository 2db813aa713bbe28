// Choices a form keeps in its state: a check box or radio button with its words beside it (the whole line is
// clickable), a list of such lines made from options, and the fieldset that holds them under their legend.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ChoiceProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'className' | 'children'> & {
  type: 'checkbox' | 'radio';
  onCheckedChange: (checked: boolean) => void;
  /** The line's type, colour and spacing (none set here: cn() does not merge conflicting classes). */
  className?: string;
  /** Words that may run to more lines: the box stands by the first one. */
  multiline?: boolean;
  children: ReactNode;
};

export function Choice({ type, onCheckedChange, className, multiline = false, children, ...input }: ChoiceProps) {
  return (
    <label className={cn('flex gap-2', multiline ? 'items-start' : 'items-center', className)}>
      <input
        type={type}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={cn('size-4 shrink-0 accent-teal-700', multiline && 'mt-1')}
        {...input}
      />
      {children}
    </label>
  );
}

type ChoiceListProps<V extends string> = Pick<ChoiceProps, 'type' | 'name' | 'className' | 'multiline'> & {
  options: readonly { value: V; label: ReactNode }[];
  isChecked: (value: V) => boolean;
  onCheckedChange: (value: V, checked: boolean) => void;
};

/** One choice line an option, all of one `type` and `name`. */
export function ChoiceList<V extends string>({ options, isChecked, onCheckedChange, ...line }: ChoiceListProps<V>) {
  return options.map((option) => (
    <Choice
      key={option.value}
      value={option.value}
      checked={isChecked(option.value)}
      onCheckedChange={(checked) => onCheckedChange(option.value, checked)}
      {...line}
    >
      {option.label}
    </Choice>
  ));
}

/** Choices under their legend; `aria-describedby` names the hint and the problem the caller shows inside. */
export function ChoiceFieldset({ legend, className, children, ...rest }: ComponentProps<'fieldset'> & { legend: ReactNode }) {
  return (
    <fieldset className={cn('space-y-2', className)} {...rest}>
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
