// One agent's profile card: name, title, years with the agency, their own details (license, languages, direct
// phone and e-mail), bio, specialties and credentials. With a photo (copy/team.json `photo`, an upload through the
// posts' image pipeline) the agent's portrait, named by the agent's name, heads the card in the width variant the
// browser picks as for a post image (mediaSrcSet); until the agency adds one, a drawn illustration of the agent's
// first specialty does (lib/post-illustration), never initials standing in for a face.
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { AgentContact } from '@/features/team/components/agent-contact';
import type { Agent } from '@/features/team/types';
import { mediaSrcSet } from '@/lib/image-url';
import { illustrationSource, postIllustration } from '@/lib/post-illustration';
import { useStaticExport } from '@/lib/static-export';

/** The illustration of what the agent does most: chosen like a post's, from the specialties. */
export function agentIllustration(agent: Agent): string {
  const slug = agent.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return postIllustration({ slug, title: agent.specialties[0] ?? agent.title, excerpt: agent.specialties.join('. ') });
}

export function AgentProfile({ agent }: { agent: Agent }) {
  const staticExport = useStaticExport();
  return (
    <article id={agent.id} className="scroll-mt-20 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {agent.photo ? null : (
        <ImageWithFallback
          sources={[illustrationSource(agentIllustration(agent), staticExport)]}
          sizes="(min-width: 1024px) 46rem, 100vw"
          fallback="hide"
          className="aspect-[2/1] w-full sm:aspect-[21/9]"
          imgClassName="object-bottom"
        />
      )}
      <div className="p-6 sm:p-8">
        <header className="flex items-center gap-4">
          {agent.photo ? (
            // A photo that fails to load leaves no broken image: the box goes.
            <ImageWithFallback
              sources={[{ src: agent.photo, srcSet: mediaSrcSet(agent.photo, undefined, staticExport), kind: 'photo' }]}
              sizes="6rem"
              alt={agent.name}
              fallback="hide"
              className="size-20 shrink-0 rounded-full sm:size-24"
            />
          ) : null}
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
