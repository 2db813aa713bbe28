// Tests of the insurance path rules (slug and category from a path, names from the route table) and of the business
// category copy the business sidebar links from.
import { describe, expect, it } from 'vitest';
import {
  categoryKeyFromPath,
  titleFromPath,
  productSlugFromPath,
  routeTitleForPath,
} from '@/features/insurance/lib/insurance-paths';
import { normalizePath } from '@/lib/normalize-path';
import type { InsuranceCategories } from '@/features/insurance/types';

// Vitest's (Vite's) import.meta.glob, which the project's browser-only types do not declare.
declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

// The product documents and the category copy the business sidebar links from, in the tests' own content
// (tests/fixtures/content).
const productFiles = import.meta.glob<{ path: string; title: string; kind: string }>(
  '../../../../../tests/fixtures/content/products/*.json',
  { eager: true, import: 'default' },
);
const categoryFiles = import.meta.glob<InsuranceCategories>(
  '../../../../../tests/fixtures/content/copy/categories.json',
  { eager: true, import: 'default' },
);

describe('the business category copy', () => {
  it('links every business product page once, by its own title, so the business sidebar lists them all', () => {
    const business = Object.values(categoryFiles)[0]?.items.find((category) => category.key === 'business');
    const pages = Object.values(productFiles).filter((page) => page.kind === 'business');
    expect(pages.length).toBeGreaterThan(0);
    expect(business?.links.map((link) => normalizePath(link.href)).sort()).toEqual(
      pages.map((page) => normalizePath(page.path)).sort(),
    );
    for (const page of pages) {
      expect(business?.links.find((link) => normalizePath(link.href) === page.path)?.label).toBe(page.title);
    }
  });
});

describe('titleFromPath', () => {
  it('names a page after its address until its own title comes', () => {
    expect(titleFromPath('/insurance/property-insurance/renters-insurance')).toBe('Renters Insurance');
    expect(titleFromPath('/Insurance/Vehicle-Insurance/RV-and-Mobile-Home-Insurance/')).toBe(
      'RV and Mobile Home Insurance',
    );
    expect(titleFromPath('/insurance/vehicle-insurance/motorsport-and-atv-insurance')).toBe(
      'Motorsport and ATV Insurance',
    );
  });
});

describe('productSlugFromPath', () => {
  it('takes the last part of the path, in lowercase, ignoring a trailing slash', () => {
    expect(productSlugFromPath('/insurance/vehicle-insurance/motorcycle-insurance')).toBe('motorcycle-insurance');
    expect(productSlugFromPath('/Insurance/Business-Insurance/Bonds/')).toBe('bonds');
  });
});

describe('normalizePath', () => {
  it('lowercases and drops trailing slashes but keeps the root', () => {
    expect(normalizePath('/Insurance/Property/')).toBe('/insurance/property');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('categoryKeyFromPath', () => {
  it('names the category of a category page, in any case', () => {
    expect(categoryKeyFromPath('/insurance/vehicle')).toBe('vehicle');
    expect(categoryKeyFromPath('/Insurance/Property/')).toBe('property');
    expect(categoryKeyFromPath('/insurance/business')).toBe('business');
    expect(categoryKeyFromPath('/insurance/boats')).toBeNull();
  });
});

describe('routeTitleForPath', () => {
  it("gives the route table's name of a page", () => {
    expect(routeTitleForPath('/Insurance/Vehicle/')).toBe('Vehicle Insurance');
  });

  it('falls back when the path is not in the table', () => {
    expect(routeTitleForPath('/nowhere')).toBe('Insurance Services');
    expect(routeTitleForPath('/nowhere', 'Other')).toBe('Other');
  });
});
