// Tests of the insurance path rules: slug and category from a path, business pages, names from the route table.
import { describe, expect, it } from 'vitest';
import {
  businessPages,
  categoryKeyFromPath,
  isBusinessPath,
  normalizePath,
  productSlugFromPath,
  routeTitleForPath,
} from '@/features/insurance/lib/insurance-paths';

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

describe('isBusinessPath', () => {
  it('is true only under /insurance/business-insurance/', () => {
    expect(isBusinessPath('/insurance/business-insurance/bonds')).toBe(true);
    expect(isBusinessPath('/Insurance/Business-Insurance/Workers-Compensation-Insurance/')).toBe(true);
    expect(isBusinessPath('/insurance/business')).toBe(false);
    expect(isBusinessPath('/insurance/property-insurance/flood-insurance')).toBe(false);
  });
});

describe('businessPages', () => {
  it('lists the six business pages of the route table', () => {
    expect(businessPages).toHaveLength(6);
    expect(businessPages.every((page) => isBusinessPath(page.href))).toBe(true);
    expect(businessPages.map((page) => page.title)).toContain("Workers' Compensation Insurance");
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
    expect(routeTitleForPath('/insurance/property-insurance/flood-insurance')).toBe('Flood Insurance');
    expect(routeTitleForPath('/Insurance/Vehicle/')).toBe('Vehicle Insurance');
  });

  it('falls back when the path is not in the table', () => {
    expect(routeTitleForPath('/nowhere')).toBe('Insurance Services');
    expect(routeTitleForPath('/nowhere', 'Other')).toBe('Other');
  });
});
