// Tests of the FAQ body: item ids, one answer open at a time, answers as HTML, collapsing, and the jump buttons' scroll and focus.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqContent } from '@/features/faq/components/faq-content';
import type { Faq } from '@/features/faq/types';
import { renderWithProviders } from '@/testing/render-app';

const faq: Faq = {
  title: 'Frequently Asked Questions',
  intro: ['Answers to common questions.'],
  sections: [
    {
      id: 'general',
      title: 'General',
      items: [
        { question: 'What is an independent agency?', answer: '<p>One that represents several companies.</p>' },
        {
          question: 'Does a quote cost anything?',
          answer: '<p>No. <a href="/request-quote">Ask for one</a> or see <a href="https://example.com/rates">rates</a>.</p>',
        },
      ],
    },
    {
      id: 'home',
      title: 'Homeowners',
      items: [{ question: 'Does homeowners insurance cover flood?', answer: '<p>No, flood needs its own policy.</p>' }],
    },
  ],
};

const question = (name: string) => screen.getByRole('button', { name });

let scrollIntoView: ReturnType<typeof vi.fn>;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList),
  );
}

beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  stubReducedMotion(false);
});

afterEach(() => {
  window.location.hash = '';
});

describe('FaqContent', () => {
  it('gives each question wrapper the id <section>-<n>', () => {
    renderWithProviders(<FaqContent faq={faq} />);
    expect(document.getElementById('general-1')).toContainElement(question('What is an independent agency?'));
    expect(document.getElementById('general-2')).toContainElement(question('Does a quote cost anything?'));
    expect(document.getElementById('home-1')).toContainElement(question('Does homeowners insurance cover flood?'));
    expect(document.getElementById('home')).toContainElement(document.getElementById('home-1'));
  });

  it('starts with the first question open, wired to its answer region', () => {
    renderWithProviders(<FaqContent faq={faq} />);
    const first = question('What is an independent agency?');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'What is an independent agency?' });
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toBeVisible();
    expect(question('Does a quote cost anything?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps exactly one answer open: opening another closes the first, even across sections', () => {
    renderWithProviders(<FaqContent faq={faq} />);
    fireEvent.click(question('Does homeowners insurance cover flood?'));
    expect(question('Does homeowners insurance cover flood?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What is an independent agency?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('One that represents several companies.')).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('shows an answer as its HTML, a site link in place and a web link in a new tab', () => {
    renderWithProviders(<FaqContent faq={faq} />);
    fireEvent.click(question('Does a quote cost anything?'));
    const answer = screen.getByRole('region', { name: 'Does a quote cost anything?' });
    expect(answer.querySelector('p')).toHaveTextContent('No. Ask for one or see rates.');
    expect(screen.getByRole('link', { name: 'Ask for one' })).toHaveAttribute('href', '/request-quote');
    expect(screen.getByRole('link', { name: 'Ask for one' })).not.toHaveAttribute('target');
    const web = screen.getByRole('link', { name: 'rates' });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('collapses the open answer when its question is clicked again', () => {
    renderWithProviders(<FaqContent faq={faq} />);
    fireEvent.click(question('What is an independent agency?'));
    expect(question('What is an independent agency?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('jumps to a section smoothly and moves focus to its heading', () => {
    renderWithProviders(<FaqContent faq={faq} />);
    fireEvent.click(screen.getByRole('button', { name: 'Homeowners' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'home');
    expect(screen.getByRole('heading', { level: 2, name: 'Homeowners' })).toHaveFocus();
  });

  it('jumps instantly when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    renderWithProviders(<FaqContent faq={faq} />);
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('opens the question a URL hash names', () => {
    window.location.hash = '#home-1';
    renderWithProviders(<FaqContent faq={faq} />);
    expect(question('Does homeowners insurance cover flood?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What is an independent agency?')).toHaveAttribute('aria-expanded', 'false');
  });
});
