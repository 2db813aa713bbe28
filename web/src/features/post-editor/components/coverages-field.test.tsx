// What a post is about: the site's products as boxes to tick, a product the post names that the site no longer
// has listed by its slug (so it can be unticked), and a tick or untick handed on as the new list.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CoveragesField } from '@/features/post-editor/components/coverages-field';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const product = (slug: string, title: string) => ({ slug, path: `/insurance/${slug}`, kind: 'personal', title });

describe('CoveragesField', () => {
  it('ticks the products the post names, lists a gone one by its slug, and hands on each change', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/products': () => jsonResponse([product('flood-insurance', 'Flood'), product('home-insurance', 'Home')]),
    });
    const onChange = vi.fn();
    renderWithProviders(<CoveragesField value={['flood-insurance', 'boat-insurance']} onChange={onChange} error="Too many." />);
    const group = await screen.findByRole('group', { name: 'About these products' });
    expect(group).toHaveAccessibleDescription(/list this post under “Articles about …”.*Too many\./);
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    expect(await within(group).findAllByRole('checkbox')).toHaveLength(3);
    expect(box('Flood')).toBeChecked();
    expect(box('Home')).not.toBeChecked();
    expect(box('boat-insurance (no longer on the site)')).toBeChecked();

    await user.click(box('Home'));
    expect(onChange).toHaveBeenLastCalledWith(['flood-insurance', 'boat-insurance', 'home-insurance']);
    await user.click(box('boat-insurance (no longer on the site)'));
    expect(onChange).toHaveBeenLastCalledWith(['flood-insurance']);
  });
});
