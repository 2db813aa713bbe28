// Tests of the agent profile: an illustration of the agent's work until a photo is given, then the portrait.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentProfile, agentIllustration } from '@/features/team/components/agent-profile';
import type { Agent } from '@/features/team/types';

const agent: Agent = {
  name: 'Thomas Whitcomb',
  title: 'Agent',
  since: 2009,
  photo: null,
  credentials: [],
  specialties: ['Auto insurance and new teen drivers', 'Boats and motorcycles'],
  bio: ['Tom joined in 2009.'],
};

describe('AgentProfile', () => {
  it('leads with a decorative illustration of the first specialty, and no initials', () => {
    const { container } = render(<AgentProfile agent={agent} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('data-kind', 'illustration');
    expect(img).toHaveAttribute('src', '/media/illustrations/auto-4.webp');
    expect(img).toHaveAttribute('alt', '');
    expect(agentIllustration(agent)).toBe('/media/illustrations/auto-4.webp');
    expect(screen.queryByText('TW')).toBeNull();
  });

  it('shows the portrait instead once the agency adds a photo', () => {
    const { container } = render(<AgentProfile agent={{ ...agent, photo: '/media/team/tom.webp' }} />);
    expect(container.querySelector('img[data-kind=illustration]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Portrait of Thomas Whitcomb' })).toHaveAttribute('src', '/media/team/tom.webp');
  });
});
