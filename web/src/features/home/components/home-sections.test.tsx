// Tests of the home sections: what each shows from the copy, posts and site facts, and their fallbacks.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HomeSections } from '@/features/home/components/home-sections';
import type { HomeCopy, PostSummary, TestimonialsCopy } from '@/features/home/types';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const homeCopy: HomeCopy = {
  headline: 'Protecting what matters',
  subheadline: 'An independent agency.',
  services: [
    { label: 'Auto Insurance', href: '/insurance/vehicle-insurance/auto-insurance', description: 'For drivers.' },
    { label: 'Business Insurance', href: '/insurance/business', description: 'For shops.' },
  ],
  aboutHeading: 'A local agency that works for you',
  about: ['We opened in 1986.', 'We compare several companies.'],
  ctaHeading: 'Ready to compare your options?',
  ctaText: 'Request a free quote online.',
};

const testimonials: TestimonialsCopy = {
  items: [
    { quote: 'They called back within the hour.', name: 'Linda K.', town: 'Milford' },
    { quote: 'They asked about my delivery van.', name: 'Marco D.', town: 'Stratford' },
  ],
};

let nextId = 1;
const post = (slug: string, date: string, imageUrl: string | null = null): PostSummary => ({
  id: nextId++,
  slug,
  title: `Title of ${slug}`,
  date,
  excerpt: '',
  imageUrl,
  author: null,
  coverages: [],
  imageAlt: null,
});

const posts = [
  post('older', '2025-01-05'),
  post('newest', '2026-10-13', '/media/a.webp'),
  post('oldest', '2024-03-01'),
  post('middle', '2026-02-17'),
];

function stubApi({ copy = true, postList = posts }: { copy?: boolean; postList?: PostSummary[] } = {}) {
  const failure = () => new Response('boom', { status: 500 });
  stubFetch({
    '/api/copy/home': copy ? () => jsonResponse(homeCopy) : failure,
    '/api/copy/testimonials': copy ? () => jsonResponse(testimonials) : failure,
    '/api/blog-posts?view=summary': () => jsonResponse(postList),
  });
}

beforeEach(() => {
  injectSiteFactsTag();
});

// The sections load their code as they render; on a busy two-core machine the first can take seconds.
const slow = { timeout: 5000 };

describe('HomeSections', { timeout: 20_000 }, () => {
  it('shows services, about, testimonials, the newest posts and the call to action', async () => {
    stubApi();
    renderWithProviders(<HomeSections />);

    const services = await screen.findByRole('region', { name: /coverage for your car/i }, slow);
    expect(within(services).getByRole('link', { name: 'Auto Insurance' })).toHaveAttribute(
      'href',
      '/insurance/vehicle-insurance/auto-insurance',
    );
    expect(within(services).getByText('For shops.')).toBeInTheDocument();

    const about = await screen.findByRole('region', { name: homeCopy.aboutHeading });
    expect(within(about).getByText('We compare several companies.')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'More about our agency' })).toHaveAttribute('href', '/about');
    expect(within(about).getByText('Serving Milford since 1986')).toBeInTheDocument();

    const stories = await screen.findByRole('region', { name: 'What our neighbors say' });
    const figures = within(stories).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]!.querySelector('blockquote')).toHaveTextContent('They called back within the hour.');
    expect(figures[0]!.querySelector('figcaption')).toHaveTextContent('Linda K.Milford');

    const blog = await screen.findByRole('region', { name: 'Insurance tips and local news' });
    const titles = within(blog)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link'));
    expect(titles.map((link) => link.getAttribute('href'))).toEqual([paths.blogPost.getHref('newest'), paths.blogPost.getHref('middle'), paths.blogPost.getHref('older')]);
    expect(within(blog).getByText('October 13, 2026')).toBeInTheDocument();
    expect(blog.querySelector('img')!.getAttribute('src')).toMatch(/^\/media\/a\.webp\?v=\d+$/);
    const illustrations = [...blog.querySelectorAll('img[data-kind=illustration]')].map((img) => img.getAttribute('src'));
    expect(illustrations).toHaveLength(2);
    expect(illustrations.every((src) => /^\/app-media\/illustrations\/[a-z]+-\d+\.webp$/.test(src!))).toBe(true);
    expect(blog.querySelectorAll('[data-slot=image-placeholder]')).toHaveLength(0);
    expect(within(blog).getByRole('link', { name: 'View all posts' })).toHaveAttribute('href', paths.blog.getHref());

    const cta = await screen.findByRole('region', { name: homeCopy.ctaHeading });
    expect(within(cta).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/request-quote');
    expect(within(cta).getByRole('link', { name: 'Call (203) 555-0142' })).toHaveAttribute('href', 'tel:+12035550142');
    expect(within(cta).getByRole('link', { name: 'Text (203) 555-0143' })).toHaveAttribute('href', 'sms:+12035550143');
  });

  it('shows the illustration when a post image fails to load, and the placeholder graphic when that fails too', async () => {
    stubApi();
    renderWithProviders(<HomeSections />);
    const blog = await screen.findByRole('region', { name: 'Insurance tips and local news' }, slow);
    const first = () => within(blog).getAllByRole('article')[0]!;
    fireEvent.error(first().querySelector('img')!);
    expect(first().querySelector('img')).toHaveAttribute('data-kind', 'illustration');
    fireEvent.error(first().querySelector('img')!);
    expect(first().querySelector('img')).toBeNull();
    expect(first().querySelector('[data-slot=image-placeholder]')).not.toBeNull();
  });

  it('keeps a useful section when the copy cannot be loaded', async () => {
    stubApi({ copy: false });
    renderWithProviders(<HomeSections />);

    expect(await screen.findByRole('link', { name: 'See all insurance services' }, slow)).toHaveAttribute(
      'href',
      '/insurance-services',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'A local, independent agency' })).toBeInTheDocument();
    expect(await screen.findByText('Client stories are not available right now.')).toBeInTheDocument();
    const cta = await screen.findByRole('region', { name: 'Talk with a local agent' });
    expect(within(cta).getByRole('link', { name: 'Call (203) 555-0142' })).toBeInTheDocument();
  });

  it('says so when there are no posts', async () => {
    stubApi({ postList: [] });
    renderWithProviders(<HomeSections />);
    expect(await screen.findByText('No blog posts available at this time.', {}, slow)).toBeInTheDocument();
  });
});
