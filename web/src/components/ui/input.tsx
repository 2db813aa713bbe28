// Input: the site's single-line text field (sign-in, editor fields), with a visible focus ring.
import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 ' +
  'aria-invalid:border-red-600';

export function Input({ className, type = 'text', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
