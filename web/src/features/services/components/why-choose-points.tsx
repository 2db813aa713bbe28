// The four "Why Choose" points of the service page; the local-expertise year comes from the site facts.
import { LabelledSection } from '@/components/ui/labelled-section';

type AgencyFacts = { name: string; founded: number; address: { city: string } };

export function whyChoosePoints(facts: AgencyFacts | undefined) {
  return [
    {
      title: 'Local Expertise',
      text: facts
        ? `Serving ${facts.address.city} and the nearby shoreline towns since ${facts.founded}, ` +
          'we know the local roads, weather and risks.'
        : 'We live and work in the towns we serve and know the local roads, weather and risks.',
    },
    {
      title: 'Multiple Options',
      text:
        'As an independent agency we represent several insurance companies, so you can compare coverage side by side.',
    },
    {
      title: 'Personal Service',
      text:
        'You work with a local agent who knows your policies, explains them in plain language and helps with claims.',
    },
    {
      title: 'Competitive Rates',
      text: 'Comparing more than one company helps us look for coverage that fits both your needs and your budget.',
    },
  ];
}

export function WhyChoosePoints({ facts }: { facts: AgencyFacts | undefined }) {
  return (
    <LabelledSection title={`Why Choose ${facts?.name ?? 'Us'}`} headingClassName="text-2xl font-bold text-navy-900">
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {whyChoosePoints(facts).map((point) => (
          <li key={point.title} className="rounded-lg border border-slate-200 bg-white p-5">
            <h3 className="font-bold text-navy-900">{point.title}</h3>
            <p className="mt-1.5 text-slate-700">{point.text}</p>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
