// Label: a form field's visible name, always tied to its control with htmlFor.
import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('block text-sm font-semibold text-navy-900', className)} {...props} />;
}
