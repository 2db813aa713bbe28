// Tests of EmbeddedForm: the agency's own form without an address, the frame with one, the agency's form after a
// silent timeout.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedForm } from '@/features/forms/components/embedded-form';
import { FRAME_LOAD_TIMEOUT_MS } from '@/features/forms/components/form-frame';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';

const form = { title: 'Request a quote form', height: 539, fallback: <p>The agency&apos;s own form</p> };

beforeEach(() => {
  injectSiteFactsTag();
});

afterEach(() => {
  vi.useRealTimers();
});

function expectFallback() {
  expect(screen.getByText("The agency's own form")).toBeInTheDocument();
}

/** The frame's code is a chunk of its own: let its import settle (with real or fake timers). */
async function frameLoaded() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return screen.getByTitle('Request a quote form');
}

describe('EmbeddedForm', () => {
  it("shows the agency's own form and no frame when no address is set", () => {
    renderWithProviders(<EmbeddedForm src={null} {...form} />);
    expectFallback();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows a lazy frame of the exact height when an address is set', async () => {
    renderWithProviders(<EmbeddedForm src="https://forms.example/quote" {...form} />);
    const frame = await frameLoaded();
    expect(frame).toHaveAttribute('src', 'https://forms.example/quote');
    expect(frame).toHaveAttribute('height', '539');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText("The agency's own form")).toBeNull();
  });

  it("puts the Privacy Notice link right below the provider's frame, where its submit button is", async () => {
    renderWithProviders(<EmbeddedForm src="https://forms.example/quote" {...form} />);
    const frame = await frameLoaded();
    const privacy = screen.getByRole('link', { name: 'Privacy Notice' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(frame.nextElementSibling).toContainElement(privacy);
  });

  it("replaces a frame that never loads by the agency's own form after the timeout", async () => {
    vi.useFakeTimers();
    renderWithProviders(<EmbeddedForm src="https://forms.example/quote" {...form} />);
    await frameLoaded();
    act(() => vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByTitle('Request a quote form')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expectFallback();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps a frame that has loaded', async () => {
    vi.useFakeTimers();
    renderWithProviders(<EmbeddedForm src="https://forms.example/quote" {...form} />);
    fireEvent.load(await frameLoaded());
    act(() => vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS * 2));
    expect(screen.getByTitle('Request a quote form')).toHaveAttribute('data-status', 'loaded');
    expect(screen.queryByText("The agency's own form")).toBeNull();
  });
});
