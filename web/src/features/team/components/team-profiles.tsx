// "Meet Our Agents": the agent profile cards of the Our Team page.
import { LabelledSection } from '@/components/ui/labelled-section';
import { AgentProfile } from '@/features/team/components/agent-profile';
import type { Agent } from '@/features/team/types';

export function TeamProfiles({ agents }: { agents: Agent[] }) {
  if (!agents.length) return null;
  return (
    <LabelledSection title="Meet Our Agents" headingClassName="text-2xl font-bold text-navy-900">
      <div className="mt-5 space-y-6">
        {agents.map((agent) => (
          <AgentProfile key={agent.name} agent={agent} />
        ))}
      </div>
    </LabelledSection>
  );
}
