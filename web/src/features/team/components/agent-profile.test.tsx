// Tests of the agent profile: an illustration of the agent's work until a photo is given, then the portrait; the
// agent's own details.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentProfile, agentIllustration } from '@/features/team/components/agent-profile';
import type { Agent } from '@/features/team/types';

const agent: Agent = {
  name: 'Thomas Whitcomb',
  id: 'thomas-whitcomb',
  title: 'Agent',
  since: 2009,
  photo: null,
  license: null,
  languages: [],
  phone: null,
  email: null,
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

  it("carries the member's id, the anchor a post's byline links to", () => {
    const { container } = render(<AgentProfile agent={agent} />);
    expect(container.querySelector('article')).toHaveAttribute('id', 'thomas-whitcomb');
  });

  it('shows the portrait instead once the agency adds a photo, named by the agent and in width variants', () => {
    const { container } = render(<AgentProfile agent={{ ...agent, photo: '/media/uploads/tom.webp' }} />);
    expect(container.querySelector('img[data-kind=illustration]')).toBeNull();
    const portrait = screen.getByRole('img', { name: 'Thomas Whitcomb' });
    expect(portrait).toHaveAttribute('src', '/media/uploads/tom.webp');
    expect(portrait.getAttribute('srcset')).toContain('/media/uploads/tom.webp?w=320 320w');
  });

  it('leaves no broken image when the photo fails to load', () => {
    render(<AgentProfile agent={{ ...agent, photo: '/media/uploads/gone.webp' }} />);
    fireEvent.error(screen.getByRole('img', { name: 'Thomas Whitcomb' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lists the license, languages and direct phone and e-mail as links, when given', () => {
    render(
      <AgentProfile
        agent={{
          ...agent,
          license: 'CT-555-0002',
          languages: ['English', 'Spanish'],
          phone: '(203) 555-0151',
          email: 'thomas@harborpointinsurance.example',
        }}
      />,
    );
    expect(screen.getByText('CT-555-0002')).toBeInTheDocument();
    expect(screen.getByText('English, Spanish')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(203) 555-0151' })).toHaveAttribute('href', 'tel:+12035550151');
    expect(screen.getByRole('link', { name: 'thomas@harborpointinsurance.example' })).toHaveAttribute(
      'href',
      'mailto:thomas@harborpointinsurance.example',
    );
  });

  it('lists no details an agent does not give', () => {
    render(<AgentProfile agent={agent} />);
    expect(screen.queryByText('License')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
