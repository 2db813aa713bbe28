// A titled section of the Our Team page: an <h2> that names the section, then its content.
import type { ReactNode } from 'react';

export function TeamSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
