// Test data: site facts in the shape of content/site.json, and blog posts.
import type { BlogPost } from '@/features/blog/types';
import type { SiteFacts } from '@/lib/site-facts';

export const siteFacts: SiteFacts = {
  name: 'Harbor Point Insurance Agency',
  shortName: 'Harbor Point Insurance',
  tagline: 'Your local independent agent',
  description: 'An independent insurance agency in Milford, Connecticut.',
  phone: '(203) 555-0142',
  text: '(203) 555-0143',
  fax: '(203) 555-0144',
  email: 'info@example.com',
  address: { street: '100 Broad Street', city: 'Milford', state: 'CT', zip: '06460' },
  hours: [
    { days: 'Monday - Friday', hours: '9:00 am - 5:00 pm' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  servingSince: 1987,
  founded: 1986,
  areaServed: ['Milford', 'Orange', 'Stratford'],
  social: [
    { name: 'Facebook', url: 'https://facebook.example/agency' },
    { name: 'LinkedIn', url: 'https://linkedin.example/agency' },
  ],
  forms: { quoteEmbedUrl: null, policyChangeEmbedUrl: null, embedScriptUrl: null },
  map: { embedUrl: null, linkUrl: null },
  quotePostSlug: null,
  features: { inlinePostEditing: false },
};

export const blogPosts: BlogPost[] = [
  {
    id: 2,
    slug: 'winter-driving-tips',
    title: 'Winter Driving Tips',
    date: '2024-01-15',
    excerpt: 'Stay safe on icy roads.',
    content: '<p>Slow down.</p>',
    imageUrl: null,
  },
  {
    id: 1,
    slug: 'flood-insurance-basics',
    title: 'Flood Insurance Basics',
    date: '2023-11-02',
    excerpt: 'What a homeowners policy leaves out.',
    content: '<p>Floods are excluded.</p>',
    imageUrl: '/media/flood.jpg',
  },
];

/** Put the facts in the page the way the service does. */
export function injectSiteFactsTag(facts: SiteFacts = siteFacts) {
  const tag = document.createElement('script');
  tag.id = 'site-facts';
  tag.type = 'application/json';
  tag.textContent = JSON.stringify(facts);
  document.head.append(tag);
}
