// Tests of the service slug lookup: case, trailing slashes, percent-encoding, unknown and empty parts.
import { describe, expect, it } from 'vitest';
import { findService, normaliseSlugPart, toServiceSlug } from '@/features/services/lib/service-slug';
import type { Service } from '@/features/services/types';

const services: Service[] = [
  { slug: 'vehicle-insurance/auto-insurance', name: 'Auto Insurance', description: 'Cars.' },
  {
    slug: 'life-health-umbrella/personal-umbrella-insurance',
    name: 'Personal Umbrella Insurance',
    description: 'More.',
  },
  { slug: 'Property-Insurance/Homeowners-Insurance', name: 'Homeowners Insurance', description: 'Homes.' },
];

describe('normaliseSlugPart', () => {
  it('lower-cases, trims and drops surrounding slashes', () => {
    expect(normaliseSlugPart(' Auto-Insurance/ ')).toBe('auto-insurance');
    expect(normaliseSlugPart(undefined)).toBe('');
  });

  it('decodes percent-encoding and keeps a malformed escape as written', () => {
    expect(normaliseSlugPart('auto%2Dinsurance')).toBe('auto-insurance');
    expect(normaliseSlugPart('bad%E0')).toBe('bad%e0');
  });
});

describe('toServiceSlug', () => {
  it('joins category and slug', () => {
    expect(toServiceSlug('Vehicle-Insurance', 'AUTO-INSURANCE/')).toBe('vehicle-insurance/auto-insurance');
  });

  it('is null when a part is missing', () => {
    expect(toServiceSlug('vehicle-insurance', '')).toBeNull();
    expect(toServiceSlug(undefined, 'auto-insurance')).toBeNull();
  });
});

describe('findService', () => {
  it('finds a service by URL parts whatever their case or trailing slash', () => {
    expect(findService(services, 'VEHICLE-insurance', 'auto-insurance/')?.name).toBe('Auto Insurance');
    expect(findService(services, 'life-health-umbrella', 'personal-umbrella-insurance')?.name).toBe(
      'Personal Umbrella Insurance',
    );
  });

  it('compares the services own slugs case-insensitively', () => {
    expect(findService(services, 'property-insurance', 'homeowners-insurance')?.name).toBe('Homeowners Insurance');
  });

  it('finds nothing for an unknown pair, a swapped pair or a partial match', () => {
    expect(findService(services, 'nothing', 'here')).toBeUndefined();
    expect(findService(services, 'auto-insurance', 'vehicle-insurance')).toBeUndefined();
    expect(findService(services, 'vehicle-insurance', 'auto')).toBeUndefined();
    expect(findService(services, 'vehicle-insurance', undefined)).toBeUndefined();
  });
});
