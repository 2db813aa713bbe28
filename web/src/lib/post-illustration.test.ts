// Tests of the illustration choice: topic from the post's words, hinted pictures first, stable per post, varied
// side by side, and only pictures the catalogue (tools/illustrations) holds.
import { describe, expect, it } from 'vitest';
import catalogue from '@/lib/post-illustrations.json';
import { postIllustration, postIllustrations, postPictureSources, postTopic, stableHash } from '@/lib/post-illustration';

const post = (slug: string, title = slug.replace(/-/g, ' '), excerpt = '') => ({ slug, title, excerpt });
const name = (address: string) => address.replace(/^.*\/|\.webp$/g, '');

describe('postTopic', () => {
  it.each([
    ['flood-insurance-basics-and-the-30-day-waiting-period', 'flood'],
    ['boat-season-launch-checklist-for-long-island-sound', 'boat'],
    ['what-a-personal-umbrella-policy-does', 'umbrella'],
    ['how-much-life-insurance-do-you-need', 'life'],
    ['commercial-property-insurance-for-main-street-shops', 'business'],
    ['a-contractors-guide-to-surety-bonds', 'business'],
    ['workers-compensation-basics-for-connecticut-employers', 'business'],
    ['classic-car-insurance-and-agreed-value', 'auto'],
    ['motorcycle-season-insurance-checklist', 'auto'],
    ['teen-drivers-in-connecticut-licensing-and-insurance', 'auto'],
    ['renters-insurance-for-college-students-and-first-apartments', 'renters'],
    ['landlord-insurance-for-two-family-homes', 'home'],
    ['condo-insurance-and-your-associations-master-policy', 'home'],
    ['ice-dams-and-frozen-pipes-protecting-your-connecticut-home', 'home'],
    ['reviewing-your-policy-at-renewal', 'general'],
    ['what-an-independent-insurance-agent-does', 'general'],
  ])('%s is about %s', (slug, topic) => {
    expect(postTopic(post(slug))).toBe(topic);
  });

  it('reads the title, then the excerpt, when the slug says nothing', () => {
    expect(postTopic(post('spring-notes', 'Getting the sailboat ready'))).toBe('boat');
    expect(postTopic(post('spring-notes', 'Spring notes', 'What your homeowners policy says about roofs.'))).toBe('home');
    expect(postTopic(post('spring-notes', 'Spring notes', 'A few reminders.'))).toBe('general');
  });

  it('takes a general post named so in its title over a passing mention in the excerpt', () => {
    expect(postTopic(post('reviewing-your-policy-at-renewal', 'Reviewing Your Policy', 'Added a car or a teen driver?'))).toBe('general');
  });
});

describe('postIllustration', () => {
  it('prefers the picture that fits the post within its topic', () => {
    expect(name(postIllustration(post('ice-dams-and-frozen-pipes-protecting-your-connecticut-home')))).toBe('home-2');
    expect(name(postIllustration(post('landlord-insurance-for-two-family-homes')))).toBe('home-3');
    expect(name(postIllustration(post('classic-car-insurance-and-agreed-value')))).toBe('auto-2');
    expect(name(postIllustration(post('a-contractors-guide-to-surety-bonds')))).toBe('business-2');
    expect(name(postIllustration(post('reviewing-your-policy-at-renewal')))).toBe('general-2');
  });

  it('is the same for the same post and spreads other posts of a topic over its pictures', () => {
    const slugs = Array.from({ length: 40 }, (_, i) => `notes-on-homeowners-coverage-${i}`);
    expect(slugs.map((slug) => postIllustration(post(slug)))).toEqual(slugs.map((slug) => postIllustration(post(slug))));
    expect(new Set(slugs.map((slug) => postIllustration(post(slug))))).toEqual(
      new Set(Array.from({ length: catalogue.home }, (_, i) => `/app-media/illustrations/home-${i + 1}.webp`)),
    );
  });

  it('only ever names pictures of the catalogue', () => {
    const all = Object.entries(catalogue).flatMap(([topic, count]) =>
      Array.from({ length: count }, (_, i) => `/app-media/illustrations/${topic}-${i + 1}.webp`),
    );
    for (const slug of ['x', 'flood', 'boat-ramp', 'life', 'a-b-c', 'umbrella-2']) {
      expect(all).toContain(postIllustration(post(slug)));
    }
  });

  it('hashes with 32-bit FNV-1a', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
  });
});

describe('postIllustrations', () => {
  it('never repeats either of the two pictures before, and agrees with any list it starts', () => {
    const posts = Array.from({ length: 9 }, (_, i) => post(`homeowners-tip-${i}`));
    const picks = postIllustrations(posts);
    picks.forEach((pick, i) => {
      expect(picks.slice(Math.max(0, i - 2), i)).not.toContain(pick);
    });
    expect(postIllustrations(posts.slice(0, 3))).toEqual(picks.slice(0, 3));
  });

  it('leaves posts with their own image out of the comparison', () => {
    const withImage = { ...post('homeowners-tip-0'), imageUrl: '/media/a.webp' };
    const alone = postIllustrations([post('homeowners-tip-1')]);
    expect(postIllustrations([withImage, post('homeowners-tip-1')])[1]).toBe(alone[0]);
  });
});

describe('postPictureSources', () => {
  it('tries the stamped image first, then the unstamped illustration with its size', () => {
    const [image, drawing] = postPictureSources('/media/a.webp', 7, '/app-media/illustrations/home-1.webp');
    expect(image).toMatchObject({ src: '/media/a.webp?v=7', kind: 'post-image' });
    expect(drawing).toMatchObject({ src: '/app-media/illustrations/home-1.webp', width: 1200, height: 675, kind: 'illustration' });
    expect(postPictureSources(null, 7, null)).toEqual([]);
  });
});
