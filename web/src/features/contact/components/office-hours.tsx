// Office hours table from the site facts' hours list.
import { HoursList } from '@/components/ui/hours-list';
import { LabelledSection } from '@/components/ui/labelled-section';
import type { SiteFacts } from '@/lib/site-facts';

export function OfficeHours({ hours }: { hours: SiteFacts['hours'] }) {
  return (
    <LabelledSection
      title="Office Hours"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      headingClassName="text-xl font-bold text-navy-900"
    >
      <HoursList
        hours={hours}
        className="mt-4 divide-y divide-slate-100"
        row="flex justify-between gap-4 py-2.5 text-[0.9375rem] sm:text-base"
        days="font-medium text-slate-700"
        times="text-right font-semibold whitespace-nowrap text-navy-900"
      />
    </LabelledSection>
  );
}
