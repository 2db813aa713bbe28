// Tests of the FAQ's ids, the one-open-at-a-time toggle, and what a URL hash points at.
import { describe, expect, it } from 'vitest';
import { faqItemId, resolveFaqHash, toggleOpenItem } from '@/features/faq/lib/faq-ids';
import type { Faq } from '@/features/faq/types';

const faq: Faq = {
  title: 'FAQ',
  intro: [],
  sections: [
    { id: 'general', title: 'General', items: [{ question: 'A?', answer: '<p>a</p>' }] },
    {
      id: 'home',
      title: 'Homeowners',
      items: [
        { question: 'B?', answer: '<p>b</p>' },
        { question: 'C?', answer: '<p>c</p>' },
      ],
    },
  ],
};

describe('faqItemId', () => {
  it('numbers items from 1 within their section', () => {
    expect(faqItemId('general', 0)).toBe('general-1');
    expect(faqItemId('home', 4)).toBe('home-5');
  });
});

describe('toggleOpenItem', () => {
  it('opens a closed item in place of the open one', () => {
    expect(toggleOpenItem(null, 'car-1')).toBe('car-1');
    expect(toggleOpenItem('general-1', 'car-1')).toBe('car-1');
  });

  it('collapses the open item when it is toggled again', () => {
    expect(toggleOpenItem('car-1', 'car-1')).toBeNull();
  });
});

describe('resolveFaqHash', () => {
  it('finds sections and items, in any case', () => {
    expect(resolveFaqHash(faq, '#home')).toEqual({ kind: 'section', id: 'home', sectionId: 'home' });
    expect(resolveFaqHash(faq, '#Home-2')).toEqual({ kind: 'item', id: 'home-2', sectionId: 'home' });
  });

  it('ignores an empty hash and ids that are not on the page', () => {
    expect(resolveFaqHash(faq, '')).toBeNull();
    expect(resolveFaqHash(faq, '#home-3')).toBeNull();
    expect(resolveFaqHash(faq, '#car')).toBeNull();
  });
});
