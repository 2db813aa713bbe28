// CopySectionBlock: one titled block of editorial copy — an <h2>, its paragraphs, then its bullet list.
import type { CopySection } from '@/features/insurance/types';

export function CopySectionBlock({ section }: { section: CopySection }) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-navy-900 sm:text-2xl">{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="leading-7 text-slate-700">
          {paragraph}
        </p>
      ))}
      {section.bullets?.length ? (
        <ul className="space-y-2 text-slate-700">
          {section.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 leading-7">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-teal-500" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
