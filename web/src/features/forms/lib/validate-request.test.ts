// Tests of validateRequest(): every case of tests/fixtures/request-field-cases.json (shared with the service's
// checks) gives the same sentences for the same fields; serviceToday() counts days as the service does (UTC).
import { describe, expect, it } from 'vitest';
import { cleanText, serviceToday, validateRequest, type RequestValues } from '@/features/forms/lib/validate-request';
// eslint-disable-next-line no-restricted-imports -- the cases file shared with the service's tests
import shared from '../../../../../tests/fixtures/request-field-cases.json';

type Case = {
  name: string;
  base: keyof typeof shared.bases;
  changes: Record<string, unknown>;
  errors: Record<string, string>;
  cleaned?: Record<string, string>;
};

function valuesOf({ base, changes }: Case): RequestValues {
  const values: Record<string, unknown> = { ...shared.bases[base], ...changes };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as RequestValues;
}

describe('validateRequest', () => {
  it.each((shared.cases as Case[]).map((item) => [item.name, item] as const))('%s', (_name, item) => {
    expect(validateRequest(valuesOf(item), shared.companies, shared.today)).toEqual(item.errors);
  });
});

describe('cleanText', () => {
  const cleaned = (shared.cases as Case[]).filter((item) => item.cleaned);
  it.each(cleaned.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const values = valuesOf(item);
    for (const [name, expected] of Object.entries(item.cleaned ?? {})) {
      expect(cleanText(name, values[name] as string)).toBe(expected);
    }
  });
});

describe('serviceToday', () => {
  it('is the UTC day, as the service counts it', () => {
    expect(serviceToday(new Date('2026-11-16T23:30:00-05:00'))).toBe('2026-11-17');
  });
});
