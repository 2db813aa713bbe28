// Tests of wouter routing with the site's pattern parser: case-insensitive named, optional and wildcard parts,
// and the first matching route winning, as the app's <Switch> relies on.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch, useParams } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parseRoutePattern } from '@/lib/route-pattern';

/** The route's name and its named parameters (wouter also lists them by position, left out here). */
function Params({ name }: { name: string }) {
  const named = Object.entries(useParams()).filter(([key]) => !/^\d+$/.test(key));
  return <p>{`${name} ${JSON.stringify(Object.fromEntries(named))}`}</p>;
}

/** The routes, in order, by pattern and name: a fixed path before the named parts it also matches. */
const ROUTES = [
  ['/insurance/vehicle-insurance/motorcycle-insurance', 'fixed'],
  ['/insurance/:category/:slug', 'named'],
  ['/archive/:year?', 'optional'],
  ['/files/*', 'wildcard'],
] as const;

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook} parser={parseRoutePattern}>
      <Switch>
        {ROUTES.map(([pattern, name]) => (
          <Route key={name} path={pattern}>
            <Params name={name} />
          </Route>
        ))}
        <Route>
          <p>not found</p>
        </Route>
      </Switch>
    </Router>,
  );
}

describe('routing with parseRoutePattern', () => {
  it.each([
    ['/Insurance/Vehicle-Insurance/Motorcycle-Insurance', 'fixed {}'],
    ['/INSURANCE/Life-Health/Umbrella-Insurance/', 'named {"category":"Life-Health","slug":"Umbrella-Insurance"}'],
    ['/ARCHIVE', 'optional {}'],
    ['/archive/2026', 'optional {"year":"2026"}'],
    ['/Files/a/b/c.pdf', 'wildcard {"*":"a/b/c.pdf"}'],
    ['/files', 'not found'],
    ['/insurance/one', 'not found'],
  ])('%s → %s', (path, expected) => {
    renderAt(path);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
