// Page heading band for content pages: the page name as <h1> and an optional lead line.
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-navy-50">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-slate-600">{children}</div> : null}
      </Container>
    </div>
  );
}
