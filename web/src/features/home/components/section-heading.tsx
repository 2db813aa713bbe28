// The heading block every home section opens with: a small eyebrow line, the <h2>, an optional lead paragraph.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** Light text on a dark section. */
  inverse?: boolean;
  className?: string;
};

export function SectionHeading({ id, eyebrow, title, children, inverse = false, className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <p className={cn('text-sm font-semibold tracking-widest uppercase', inverse ? 'text-teal-300' : 'text-teal-700')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-3xl',
          inverse ? 'text-white' : 'text-navy-900',
        )}
      >
        {title}
      </h2>
      {children ? (
        <div className={cn('mt-3 text-base leading-7 sm:text-lg', inverse ? 'text-navy-100' : 'text-slate-600')}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** Shown in place of a section whose data could not be loaded: a short note and a way to the full page. */
export function SectionUnavailable({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{children}</div>;
}
