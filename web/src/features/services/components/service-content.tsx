// Service page body: the service's long copy (intro + sections) when it has one, else its description.
import type { ServiceDetail } from '@/features/services/types';

export function ServiceContent({ description, detail }: { description: string; detail: ServiceDetail | undefined }) {
  if (!detail) {
    return (
      <div className="space-y-4 text-lg leading-8 text-slate-700">
        {description
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
      </div>
    );
  }

  return (
    <div className="space-y-10">
      <div className="space-y-4 text-lg leading-8 text-slate-700">
        {detail.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {detail.sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-2xl font-bold text-navy-900">{section.heading}</h2>
          <div className="mt-3 space-y-3 leading-7 text-slate-700">
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {section.bullets?.length ? (
            <ul className="mt-4 space-y-2 leading-7 text-slate-700">
              {section.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-teal-500" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
