// Types of the documents the home page reads: /api/copy/home, /api/copy/testimonials and /api/blog-posts?view=summary
// (the shapes of service/content/copy.py and the blog post model).
import type { CopyDocuments, PublicPostSummary, Schemas } from '@/lib/api-types';

export type CopyLink = Schemas['Link'];

/** GET /api/copy/home: the home page's words (its layout lives here, in the web app). */
export type HomeCopy = CopyDocuments['home'];

export type Testimonial = Schemas['Testimonial'];

/** GET /api/copy/testimonials */
export type TestimonialsCopy = CopyDocuments['testimonials'];

/** One post of GET /api/blog-posts?view=summary (every field but the content). */
export type PostSummary = PublicPostSummary;

/**
 * A post as the home page shows it: `stamp` is the cache-busting `v` of its image (the time of the fetch),
 * `illustration` the drawn picture shown when it has none.
 */
export type HomePost = Pick<PostSummary, 'slug' | 'title' | 'date' | 'imageUrl' | 'imageAlt'> & { stamp: number; illustration: string };
