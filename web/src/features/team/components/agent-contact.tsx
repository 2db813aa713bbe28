// An agent's own details on their profile card: license number, languages spoken, direct phone (a tel: link) and
// direct e-mail (a mailto: link), each shown only when copy/team.json gives it.
import type { ReactNode } from 'react';
import type { Agent } from '@/features/team/types';
import { mailtoHref, telHref } from '@/lib/site-facts';

export function AgentContact({ agent }: { agent: Agent }) {
  const details = (
    [
      ['License', agent.license],
      ['Languages', agent.languages.join(', ')],
      ['Direct phone', agent.phone && <a href={telHref(agent.phone)}>{agent.phone}</a>],
      ['E-mail', agent.email && <a href={mailtoHref(agent.email)}>{agent.email}</a>],
    ] satisfies [string, ReactNode][]
  ).filter(([, value]) => value);
  if (!details.length) return null;
  return (
    <dl className="text-links mt-5 grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
      {details.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-navy-900">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
