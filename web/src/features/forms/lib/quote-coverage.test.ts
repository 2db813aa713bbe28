// Tests of reading the coverage to tick from the quote page's address: one known choice, else nothing.
import { describe, expect, it } from 'vitest';
import { declaredField } from '@/config/request-kinds';
import { quoteCoverageFromSearch } from '@/features/forms/lib/quote-coverage';

describe('quoteCoverageFromSearch', () => {
  it('names a declared coverage choice given once', () => {
    expect(quoteCoverageFromSearch('?coverage=flood')).toBe('flood');
    expect(quoteCoverageFromSearch('coverage=home')).toBe('home');
    expect(quoteCoverageFromSearch('?utm_source=x&coverage=business&page=2')).toBe('business');
  });

  it('reads every declared choice', () => {
    for (const value of Object.keys(declaredField('coverages').choices ?? {})) {
      expect(quoteCoverageFromSearch(`?coverage=${encodeURIComponent(value)}`)).toBe(value);
    }
  });

  it('names nothing for an unknown, empty or missing value', () => {
    expect(quoteCoverageFromSearch('?coverage=nonsense')).toBeNull();
    expect(quoteCoverageFromSearch('?coverage=')).toBeNull();
    expect(quoteCoverageFromSearch('?coverage')).toBeNull();
    expect(quoteCoverageFromSearch('')).toBeNull();
    expect(quoteCoverageFromSearch('?page=2')).toBeNull();
  });

  it('names nothing for a value in another case or with spaces around it', () => {
    expect(quoteCoverageFromSearch('?coverage=Flood')).toBeNull();
    expect(quoteCoverageFromSearch('?coverage=%20flood')).toBeNull();
  });

  it('names nothing for names every object has', () => {
    expect(quoteCoverageFromSearch('?coverage=toString')).toBeNull();
    expect(quoteCoverageFromSearch('?coverage=__proto__')).toBeNull();
    expect(quoteCoverageFromSearch('?coverage=constructor')).toBeNull();
  });

  it('names nothing when the parameter is repeated, even with one value twice', () => {
    expect(quoteCoverageFromSearch('?coverage=flood&coverage=auto')).toBeNull();
    expect(quoteCoverageFromSearch('?coverage=flood&coverage=flood')).toBeNull();
    expect(quoteCoverageFromSearch('?coverage=flood&coverage=')).toBeNull();
  });
});
