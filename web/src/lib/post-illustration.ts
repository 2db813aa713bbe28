// The drawn illustration a post without an image shows (service/site/app-media/illustrations, catalogue written by
// tools/illustrations): its topic from keywords in the slug, then the title, then the excerpt; among the topic's
// pictures, those whose own hints match; then a stable hash of the slug. A pure function of the post, so the server
// render and the browser pick the same picture.
import { APP_MEDIA_PREFIX } from '@/config/paths';
import { mediaSrcSet, withCacheBuster, type ImageSource } from '@/lib/image-url';
import catalogue from '@/lib/post-illustrations.json';

export type IllustratedPost = { slug: string; title: string; excerpt?: string | null; imageUrl?: string | null };

/** Where the illustrations are: the application ships them, so a content folder of the agency's own never lacks them. */
const ILLUSTRATIONS = `${APP_MEDIA_PREFIX}/illustrations`;

/** Width and height of every illustration file (the service makes its ?w= variants). */
const ILLUSTRATION_SIZE = { width: 1200, height: 675 } as const;

type Topic = keyof typeof catalogue;


// First match wins, so narrower topics come before the broad ones (a commercial property is business, not home).
const TOPICS: [Topic, RegExp][] = [
  ['flood', /\bflood|hurricane|nor.?easter|storm surge|sump pump/],
  ['boat', /\bboats?\b|boating|\bsail|marina|watercraft|yacht|kayak|jet ski|outboard/],
  ['umbrella', /umbrella|excess liability/],
  ['life', /\blife\b|beneficiar|final expense/],
  ['business', /business|commercial|contractor|surety|\bbonds?\b|workers.? comp|employer|\bshops?\b|restaurant/],
  ['auto', /\bauto|\bcars?\b|driv|vehicle|motorcycle|\bteen|\btrucks?\b|\bsuv\b/],
  ['renters', /\brenters?\b|apartment|tenant|college|\bdorm/],
  ['home', /\bhomes?\b|homeowner|house|condo|landlord|roof|pipes?\b|ice dam|inventory|property|basement/],
  // Posts about insurance at large; named, so that a passing mention of a car in the excerpt does not win.
  ['general', /renewal|review|declarations|\bbills?\b|premium|independent|\bagents?\b|compar|quote/],
];

// A picture whose hint matches is preferred within its topic (the winter house for frozen pipes).
const HINTS: Record<string, RegExp> = {
  'home-1': /shoreline|coastal|beach|summer|garden/,
  'home-2': /winter|\bice\b|frozen|snow|pipes?\b|heating/,
  'home-3': /landlord|two.family|multi.family|rental/,
  'home-4': /condo|townhouse|association|master policy/,
  'home-5': /inventory|belongings|possessions|contents/,
  'auto-1': /commut|road trip|autumn|deer/,
  'auto-2': /classic|antique|collector|agreed value/,
  'auto-3': /motorcycle|scooter|\bbikes?\b/,
  'auto-4': /\bteen|new driver|learner|permit|licens/,
  'boat-2': /launch|trailer|\bramp/,
  'business-2': /contractor|surety|\bbonds?\b|construction|builder/,
  'business-3': /\bvans?\b|tradesm|commercial auto|plumber|electrician/,
  'business-4': /workers|compensation|employee|warehouse|injur/,
  'general-1': /independent|local agen|our agency|agent does/,
  'general-2': /renewal|review|declarations|\bbill|premium/,
  'general-3': /compar|quote|shop around|switch/,
  'renters-1': /first apartment|moving|roommate|belongings/,
  'life-2': /mortgage|final expense|estate/,
};

const normalise = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/[-_]+/g, ' ');

/** 32-bit FNV-1a: a small, stable hash of a string. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function postTopic(post: IllustratedPost): Topic {
  for (const field of [post.slug, post.title, post.excerpt]) {
    const text = normalise(field);
    const found = TOPICS.find(([, pattern]) => pattern.test(text));
    if (found) return found[0];
  }
  return 'general';
}

/** The topic's pictures in order of preference for this post: hinted ones first, each group from the hash. */
function candidates(post: IllustratedPost): string[] {
  const topic = postTopic(post);
  const pictures = Array.from({ length: catalogue[topic] }, (_, i) => `${ILLUSTRATIONS}/${topic}-${i + 1}.webp`);
  const text = [post.slug, post.title, post.excerpt].map(normalise).join(' ');
  const nameOf = (address: string) => address.replace(/^.*\/|\.webp$/g, '');
  const hinted = pictures.filter((picture) => HINTS[nameOf(picture)]?.test(text));
  const pool = hinted.length ? hinted : pictures;
  const start = stableHash(post.slug) % pool.length;
  const rotated = [...pool.slice(start), ...pool.slice(0, start)];
  return [...rotated, ...pictures.filter((picture) => !rotated.includes(picture))];
}

/** The illustration's address (/app-media/illustrations/...) for one post. */
export function postIllustration(post: IllustratedPost): string {
  return candidates(post)[0]!;
}

/**
 * Illustrations for posts shown side by side, in order: each post's own pick unless one of the two pictures shown
 * before it is that one, then its next candidate that differs (a post with an image shows no illustration, so it
 * takes no part). Depends only on the posts up to each one, so a list and any list it starts (the home page's
 * three, the sidebar's five) agree.
 */
export function postIllustrations(posts: readonly IllustratedPost[], recent = 2): string[] {
  const shown: string[] = [];
  return posts.map((post) => {
    const options = candidates(post);
    if (post.imageUrl) return options[0]!;
    const nearby = shown.slice(-recent);
    const pick = options.find((picture) => !nearby.includes(picture)) ?? options[0]!;
    shown.push(pick);
    return pick;
  });
}

/** What a post's picture box tries: its own image (with the page's `v` stamp and width variants), then its
 * illustration (never stamped: it is no post image, and may be cached). `staticExport`: useStaticExport(). */
export function postPictureSources(
  imageUrl: string | null,
  stamp: number,
  illustration?: string | null,
  staticExport = false,
  imageAlt: string | null = null,
): ImageSource[] {
  const sources: ImageSource[] = [];
  if (imageUrl) {
    const srcSet = mediaSrcSet(imageUrl, stamp, staticExport);
    sources.push({ src: withCacheBuster(imageUrl, stamp), srcSet, kind: 'post-image', alt: imageAlt ?? '' });
  }
  if (illustration) sources.push(illustrationSource(illustration, staticExport));
  return sources;
}

/** An illustration as an image source: its width variants and its size. */
export function illustrationSource(address: string, staticExport = false): ImageSource {
  return { src: address, srcSet: mediaSrcSet(address, undefined, staticExport), ...ILLUSTRATION_SIZE, kind: 'illustration' };
}
