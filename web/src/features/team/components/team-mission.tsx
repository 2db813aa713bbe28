// Mission box of the Our Team page.
import { LabelledSection } from '@/components/ui/labelled-section';

export function TeamMission({ mission }: { mission: string }) {
  return (
    <LabelledSection
      title="Our Mission"
      className="rounded-xl border-l-4 border-teal-500 bg-navy-50 p-6 sm:p-8"
      headingClassName="text-sm font-bold tracking-wider text-teal-700 uppercase"
    >
      <p className="mt-3 text-xl leading-8 font-medium text-navy-900">{mission}</p>
    </LabelledSection>
  );
}
