// Service page body: the service's long copy (intro + sections) when it has one, else its description.
import { CopySectionBlock } from '@/components/ui/copy-section';
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
        <CopySectionBlock key={section.heading} section={section} look="service" />
      ))}
    </div>
  );
}
