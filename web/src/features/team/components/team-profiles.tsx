// "Meet Our Agents": the agent profile cards of the Our Team page, each with its member's id as its element's, so
// /about/our-team#<id> (a post's byline) lands on it, also when the page opens by a link inside the site.
import { useEffect } from 'react';
import { LabelledSection } from '@/components/ui/labelled-section';
import { AgentProfile } from '@/features/team/components/agent-profile';
import type { Agent } from '@/features/team/types';

export function TeamProfiles({ agents }: { agents: Agent[] }) {
  useEffect(() => {
    // The browser scrolls to the card on a page it loads; an address the app changed itself it leaves alone.
    const id = window.location.hash.slice(1);
    if (agents.some((agent) => agent.id === id)) document.getElementById(id)?.scrollIntoView();
  }, [agents]);

  if (!agents.length) return null;
  return (
    <LabelledSection title="Meet Our Agents" headingClassName="text-2xl font-bold text-navy-900">
      <div className="mt-5 space-y-6">
        {agents.map((agent) => (
          <AgentProfile key={agent.id} agent={agent} />
        ))}
      </div>
    </LabelledSection>
  );
}
