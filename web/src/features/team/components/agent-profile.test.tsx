// Tests of the agent profile: a monogram until a photo is given, then the portrait, and never a drawing; the
// agent's own details.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/features/team/components/agent-portrait';
import { AgentProfile } from '@/features/team/components/agent-profile';
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
  it('shows the initials in a circle hidden from screen readers beside the name, and no image', () => {
    const { container } = render(<AgentProfile agent={agent} />);
    expect(container.querySelector('img')).toBeNull();
    const monogram = container.querySelector('[data-kind=monogram]')!;
    expect(monogram).toHaveTextContent('TW');
    expect(monogram).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Thomas Whitcomb' })).toBeInTheDocument();
  });

  it("carries the member's id, the anchor a post's byline links to", () => {
    const { container } = render(<AgentProfile agent={agent} />);
    expect(container.querySelector('article')).toHaveAttribute('id', 'thomas-whitcomb');
  });

  it('shows the portrait instead once the agency adds a photo, named by the agent and in width variants', () => {
    const { container } = render(<AgentProfile agent={{ ...agent, photo: '/media/uploads/tom.webp' }} />);
    expect(container.querySelector('[data-kind=monogram]')).toBeNull();
    const portrait = screen.getByRole('img', { name: 'Thomas Whitcomb' });
    expect(portrait).toHaveAttribute('src', '/media/uploads/tom.webp');
    expect(portrait.getAttribute('srcset')).toContain('/media/uploads/tom.webp?w=320 320w');
  });

  it('shows the monogram, not a broken image, when the photo fails to load', () => {
    const { container } = render(<AgentProfile agent={{ ...agent, photo: '/media/uploads/gone.webp' }} />);
    fireEvent.error(screen.getByRole('img', { name: 'Thomas Whitcomb' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-kind=monogram]')).toHaveTextContent('TW');
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

describe('initialsOf', () => {
  it.each([
    ['Eleanor Whitcomb', 'EW'],
    ['Mary de la Cruz', 'MC'],
    ['  Rosa   Delgado ', 'RD'],
    ['Cher', 'C'],
    ['élodie martin', 'ÉM'],
    ['', ''],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
