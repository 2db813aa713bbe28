// Agency highlights strip for the About page: years serving the area, independence, family ownership.
import type { SiteFacts } from '@/lib/site-facts';

export function AgencyHighlights({ facts }: { facts: Pick<SiteFacts, 'founded' | 'address'> }) {
  const items = [
    { value: `Since ${facts.founded}`, label: `Serving ${facts.address.city} and nearby towns` },
    { value: 'Independent', label: 'Several insurance companies compared for you' },
    { value: 'Family-owned', label: 'Local people who know your policies' },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.value} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xl font-bold text-navy-900">{item.value}</p>
          <p className="mt-1 text-sm text-slate-600">{item.label}</p>
        </li>
      ))}
    </ul>
  );
}
