// "Meet Our Agents": the agent profile cards of the Our Team page.
import { AgentProfile } from '@/features/team/components/agent-profile';
import { TeamSection } from '@/features/team/components/team-section';
import type { Agent } from '@/features/team/types';

export function TeamProfiles({ agents }: { agents: Agent[] }) {
  if (!agents.length) return null;
  return (
    <TeamSection headingId="team-agents-heading" title="Meet Our Agents">
      <div className="mt-5 space-y-6">
        {agents.map((agent) => (
          <AgentProfile key={agent.name} agent={agent} />
        ))}
      </div>
    </TeamSection>
  );
}
