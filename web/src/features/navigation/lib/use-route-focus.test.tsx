// Tests of useRouteFocus and focusPageHeading: focus moves to the new page's <h1> after an in-app navigation,
// never on first load, or to the section a fragment names.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigate } from 'wouter/use-browser-location';
import { focusPageHeading } from '@/features/navigation/lib/focus-page-heading';
import { fragmentId, useRouteFocus } from '@/features/navigation/lib/use-route-focus';

function Layout({ children }: { children: ReactNode }) {
  useRouteFocus('main');
  return <main id="main">{children}</main>;
}

/** A page whose heading shows up only after a click, like a page waiting for its chunk or data. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  return ready ? <h1>Slow page</h1> : <button onClick={() => setReady(true)}>finish loading</button>;
}

function renderRoutes(path: string) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <Layout>
        <Switch>
          <Route path="/">
            <h1>Home</h1>
          </Route>
          <Route path="/about">
            <h1>About</h1>
          </Route>
          <Route path="/slow">
            <SlowPage />
          </Route>
          <Route path="/no-heading">
            <p>Nothing to see</p>
          </Route>
        </Switch>
      </Layout>
    </Router>,
  );
  return location;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('useRouteFocus', () => {
  it('leaves focus alone on first load', () => {
    renderRoutes('/');
    expect(document.activeElement).toBe(document.body);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top and focuses the new page’s h1 after a navigation', async () => {
    const location = renderRoutes('/');
    act(() => location.navigate('/about'));
    const heading = screen.getByRole('heading', { level: 1, name: 'About' });
    // The focusing code loads with the first navigation (lib/focus-page-heading): focus follows a moment later.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('waits for a heading that shows up later', async () => {
    const location = renderRoutes('/');
    act(() => location.navigate('/slow'));
    expect(document.activeElement).toBe(document.body);
    // A bare click event (no pointerdown, unlike a real press) stands for the page finishing its load.
    fireEvent.click(screen.getByRole('button', { name: 'finish loading' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Slow page' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('focusPageHeading', () => {
  it('focuses <main> when no heading shows up in time', () => {
    vi.useFakeTimers();
    try {
      const main = document.createElement('main');
      document.body.append(main);
      focusPageHeading(main, 1000);
      vi.advanceTimersByTime(999);
      expect(document.activeElement).toBe(document.body);
      vi.advanceTimersByTime(1);
      expect(main).toHaveFocus();
      main.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips hidden headings and gives up when the visitor presses a key', async () => {
    const main = document.createElement('main');
    main.innerHTML = '<div hidden><h1>Old page</h1></div>';
    document.body.append(main);
    focusPageHeading(main);
    expect(document.activeElement).toBe(document.body);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    main.insertAdjacentHTML('beforeend', '<h1>New page</h1>');
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
    main.remove();
  });
});

/** A page of the browser's own location whose section shows only after a click, like one waiting for its data. */
function FragmentPage() {
  useRouteFocus('main');
  const [ready, setReady] = useState(false);
  return (
    <main id="main">
      <h1>Online services</h1>
      <button onClick={() => setReady(true)}>finish loading</button>
      {ready ? (
        <section id="after-a-loss">
          <h2>After a loss</h2>
        </section>
      ) : null}
    </main>
  );
}

describe('useRouteFocus after a move to a fragment', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/about');
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('scrolls to the named section once it shows and focuses its heading', async () => {
    render(<FragmentPage />);
    act(() => navigate('/online-services#after-a-loss'));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'finish loading' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'After a loss' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('goes to a section already on the page (a link to the page the visitor is on)', async () => {
    window.history.replaceState(null, '', '/online-services');
    render(<FragmentPage />);
    fireEvent.click(screen.getByRole('button', { name: 'finish loading' }));
    act(() => navigate('/online-services#after-a-loss'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'After a loss' })).toHaveFocus());
  });

  it('leaves the page be when a push repeats the address it already has', async () => {
    window.history.replaceState(null, '', '/online-services#after-a-loss');
    render(<FragmentPage />);
    fireEvent.click(screen.getByRole('button', { name: 'finish loading' }));
    act(() => navigate(window.location.href));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('fragmentId', () => {
  it('names the element of a fragment, and nothing for an empty or malformed one', () => {
    expect(fragmentId('#after-a-loss')).toBe('after-a-loss');
    expect(fragmentId('#caf%C3%A9')).toBe('café');
    expect(fragmentId('#')).toBeNull();
    expect(fragmentId('')).toBeNull();
    expect(fragmentId('#%E0%A4%A')).toBeNull();
  });
});
