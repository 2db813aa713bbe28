// Tests of the editorial pages' failure state: a clear message, the agency phone, and a retry that works.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';

describe('PageLoadError', () => {
  it('says the page could not be loaded and offers the agency phone', () => {
    injectSiteFactsTag();
    renderWithProviders(<PageLoadError />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('link', { name: '(203) 555-0142' })).toHaveAttribute('href', 'tel:+12035550142');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('retries when asked', () => {
    injectSiteFactsTag();
    const onRetry = vi.fn();
    renderWithProviders(<PageLoadError onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
