// Tests of the staff bar: "Edit this page" links to the workspace address the service names for the page, and the
// bar stays off the staff screens (they have the workspace's own frame).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffBar } from '@/features/staff-bar/components/staff-bar';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const HREF = '/admin/site?document=copy%2Ffaq&section=sections&page=%2Ffaqs';

describe('StaffBar', () => {
  it('links Edit this page to the document the page comes from', async () => {
    window.history.replaceState(null, '', '/faqs');
    const fetchMock = stubFetch({
      '/api/admin/edit-target?path=%2Ffaqs': () =>
        jsonResponse({ route: 'faqs', href: HREF, document: 'copy/faq', section: 'sections', post: null }),
    });
    render(<StaffBar username="maria" />);
    expect(screen.getByRole('complementary', { name: 'Staff' })).toHaveTextContent('Signed in as maria');
    expect(await screen.findByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', HREF);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows nothing on a staff screen', () => {
    window.history.replaceState(null, '', '/admin/site');
    const fetchMock = stubFetch({});
    const { container } = render(<StaffBar username="maria" />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
