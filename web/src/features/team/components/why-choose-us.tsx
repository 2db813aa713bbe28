// Why-choose-us list of the Our Team page: each point's lead phrase (before the colon) in bold.
import { LabelledSection } from '@/components/ui/labelled-section';

/** "Lead: the rest" → ["Lead", "The rest"]; a point without a short lead before a colon has no lead. */
export function splitLead(point: string): [lead: string | null, rest: string] {
  const index = point.indexOf(':');
  if (index <= 0 || index > 80) return [null, point];
  const rest = point.slice(index + 1).trim();
  return [point.slice(0, index), rest.charAt(0).toUpperCase() + rest.slice(1)];
}

export function WhyChooseUs({ points }: { points: string[] }) {
  return (
    <LabelledSection title="Why Choose Us" headingClassName="text-2xl font-bold text-navy-900">
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {points.map((point) => {
          const [lead, rest] = splitLead(point);
          return (
            <li key={point} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <CheckIcon />
              <p className="text-slate-700">
                {lead ? <strong className="block text-navy-900">{lead}</strong> : null}
                {rest}
              </p>
            </li>
          );
        })}
      </ul>
    </LabelledSection>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="mt-0.5 size-6 shrink-0 text-teal-600">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
      <path
        d="m7 12.5 3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
