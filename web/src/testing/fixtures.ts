// Test data: site facts in the shape of content/site.json, blog posts, and a post as the staff editor opens it.
import type { BlogPost } from '@/features/blog/types';
import type { EditablePost } from '@/features/post-editor/types';
import type { StaffAccount } from '@/features/staff-accounts/types';
import type { WordingReview } from '@/lib/api-types';
import type { PostStatus } from '@/lib/post-status';
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
  hours: {
    monday: { opens: '09:00', closes: '17:00' },
    tuesday: { opens: '09:00', closes: '17:00' },
    wednesday: { opens: '09:00', closes: '17:00' },
    thursday: { opens: '09:00', closes: '17:00' },
    friday: { opens: '09:00', closes: '17:00' },
    saturday: null,
    sunday: null,
    note: null,
  },
  specialHours: [],
  founded: 1986,
  areaServed: ['Milford', 'Orange', 'Stratford'],
  social: [
    { name: 'Facebook', url: 'https://facebook.example/agency' },
    { name: 'LinkedIn', url: 'https://linkedin.example/agency' },
  ],
  forms: { quoteEmbedUrl: null, policyChangeEmbedUrl: null, embedScriptUrl: null },
  map: { embedUrl: null, linkUrl: null },
  answerTime: 'within one business day',
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
    author: null,
    coverages: [],
    imageAlt: null,
  },
  {
    id: 1,
    slug: 'flood-insurance-basics',
    title: 'Flood Insurance Basics',
    date: '2023-11-02',
    excerpt: 'What a homeowners policy leaves out.',
    content: '<p>Floods are excluded.</p>',
    imageUrl: '/media/flood.jpg',
    author: null,
    coverages: [],
    imageAlt: 'A basement wall with a water line',
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

export type StaffPost = BlogPost & { status: PostStatus; publishAt: string | null; wordingReviews: WordingReview[] };

/** Posts as the staff API serves them: the blog posts above (published), a draft and a scheduled post. */
export const staffPosts: StaffPost[] = [
  {
    id: 4,
    slug: 'hurricane-prep',
    title: 'Hurricane Prep Checklist',
    date: '2026-11-20',
    excerpt: 'Five steps before the storm.',
    content: '<p>Trim the trees.</p>',
    imageUrl: null,
    author: null,
    coverages: [],
    imageAlt: null,
    status: 'draft',
    publishAt: null,
    wordingReviews: [],
  },
  {
    id: 3,
    slug: 'storm-season',
    title: 'Storm Season Reminders',
    date: '2099-12-01',
    excerpt: 'Check your policy.',
    content: '<p>Check your deductible.</p>',
    imageUrl: null,
    author: null,
    coverages: [],
    imageAlt: null,
    status: 'scheduled',
    publishAt: '2099-12-01T14:00:00Z',
    wordingReviews: [],
  },
  ...blogPosts.map((post) => ({ ...post, status: 'published' as const, publishAt: null, wordingReviews: [] })),
];

/** A published post as the staff editor opens it (GET /api/admin/blog-posts/{slug}), with `changes`. */
export const editablePost = (changes: Partial<EditablePost> = {}): EditablePost => ({
  id: 3,
  slug: 'flood-basics',
  title: 'Flood Basics',
  date: '2025-03-01',
  excerpt: 'Why flood is separate.',
  content: '<p>Homeowners policies exclude flood.</p>\n<p>Call us:<br>(203) 555-0142</p>',
  imageUrl: null,
  author: null,
  coverages: [],
  imageAlt: null,
  status: 'published',
  publishAt: null,
  wordingReviews: [],
  ...changes,
});

/** A staff post without its content, as GET /api/admin/blog-posts lists it. */
export const staffSummaries = staffPosts.map(({ content: _content, ...rest }) => rest);

/** A staff account as GET /api/admin/staff lists it: active staff with their own password, unless changed. */
export const staffAccount = (username: string, changes: Partial<StaffAccount> = {}): StaffAccount => ({
  username,
  role: 'staff',
  disabled: false,
  mustChangePassword: false,
  createdAt: '2026-11-25T12:00:00+00:00',
  member: null,
  ...changes,
});
