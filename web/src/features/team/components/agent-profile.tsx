// One member's card on Our Team: their photo or monogram (agent-portrait), name, role, years with the agency, their
// own details (license, languages, direct phone and e-mail), bio, specialties and credentials.
import { AgentContact } from '@/features/team/components/agent-contact';
import { AgentPortrait } from '@/features/team/components/agent-portrait';
import type { Agent } from '@/features/team/types';

export function AgentProfile({ agent }: { agent: Agent }) {
  return (
    <article id={agent.id} className="scroll-mt-20 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="p-6 sm:p-8">
        <header className="flex items-center gap-4">
          <AgentPortrait agent={agent} />
          <div className="min-w-0">
            <h3 className="text-xl font-bold text-navy-900">{agent.name}</h3>
            <p className="text-slate-600">{agent.title}</p>
            {agent.since ? (
              <p className="mt-1 text-sm font-semibold text-teal-700">With the agency since {agent.since}</p>
            ) : null}
          </div>
        </header>
        <AgentContact agent={agent} />

        <div className="mt-5 space-y-3 leading-7 text-slate-700">
          {agent.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {agent.specialties.length ? <FactList title="Specialties" items={agent.specialties} /> : null}
          {agent.credentials.length ? <FactList title="Credentials" items={agent.credentials} /> : null}
        </div>
      </div>
    </article>
  );
}

function FactList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-sm font-bold tracking-wider text-navy-700 uppercase">{title}</h4>
      <ul className="mt-2 space-y-1.5 text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-teal-500" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
