// An agent's own details on their profile card: license number, languages spoken, direct phone (a tel: link) and
// direct e-mail (a mailto: link), each shown only when copy/team.json gives it.
import type { ReactNode } from 'react';
import type { Agent } from '@/features/team/types';
import { mailtoHref, telHref } from '@/lib/site-facts';

const linkClass = 'font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800';

export function AgentContact({ agent }: { agent: Agent }) {
  const details: [string, ReactNode][] = [];
  if (agent.license) details.push(['License', agent.license]);
  if (agent.languages.length) details.push(['Languages', agent.languages.join(', ')]);
  if (agent.phone) {
    details.push(['Direct phone', <a key="phone" href={telHref(agent.phone)} className={linkClass}>{agent.phone}</a>]);
  }
  if (agent.email) {
    details.push(['E-mail', <a key="email" href={mailtoHref(agent.email)} className={linkClass}>{agent.email}</a>]);
  }
  if (!details.length) return null;
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
      {details.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-navy-900">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
