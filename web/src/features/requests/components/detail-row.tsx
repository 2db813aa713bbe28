// One term and its value on a request's page ("Not given" when empty), and the underlined link its values use.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type DetailRowProps = { term: string; children: ReactNode; empty?: string };

export function DetailRow({ term, children, empty = 'Not given' }: DetailRowProps) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children || <span className="text-slate-500">{empty}</span>}</dd>
    </div>
  );
}

export function DetailLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={cn('font-semibold text-navy-800 underline underline-offset-4 hover:text-teal-700', className)} {...props} />;
}
