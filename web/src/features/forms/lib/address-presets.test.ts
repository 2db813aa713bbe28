// Tests of reading the choices to tick from a kind's page address, for every field of every kind that declares an
// address parameter: one known choice, else nothing.
import { describe, expect, it } from 'vitest';
import { KINDS } from '@/config/request-kinds';
import { presetsFromSearch } from '@/features/forms/lib/address-presets';

const preset = KINDS.flatMap((kind) =>
  kind.fields.flatMap((field) =>
    field.fromAddress ? [{ kind, field: field.name, parameter: field.fromAddress, choices: Object.keys(field.choices ?? {}) }] : [],
  ),
);

describe('presetsFromSearch', () => {
  it('has a field to test: the quote ticks its coverage', () => {
    expect(preset.map(({ kind, field, parameter }) => [kind.id, field, parameter])).toContainEqual(['quote', 'coverages', 'coverage']);
  });

  describe.each(preset)('$kind.id $field from ?$parameter=', ({ kind, field, parameter, choices }) => {
    const presets = (search: string) => presetsFromSearch(kind, search)[field] ?? null;
    const [one, other] = choices as [string, string];

    it('names every declared choice given once, among other parameters', () => {
      for (const value of choices) {
        expect(presets(`?${parameter}=${encodeURIComponent(value)}`)).toBe(value);
        expect(presets(`utm_source=x&${parameter}=${encodeURIComponent(value)}&page=2`)).toBe(value);
      }
    });

    it('names nothing for an unknown, empty or missing value', () => {
      expect(presets(`?${parameter}=nonsense`)).toBeNull();
      expect(presets(`?${parameter}=`)).toBeNull();
      expect(presets(`?${parameter}`)).toBeNull();
      expect(presets('')).toBeNull();
      expect(presets('?page=2')).toBeNull();
    });

    it('names nothing for a value in another case or with spaces around it', () => {
      expect(presets(`?${parameter}=${one.toUpperCase()}`)).toBeNull();
      expect(presets(`?${parameter}=%20${one}`)).toBeNull();
    });

    it('names nothing for names every object has', () => {
      for (const name of ['toString', '__proto__', 'constructor']) expect(presets(`?${parameter}=${name}`)).toBeNull();
    });

    it('names nothing when the parameter is repeated, even with one value twice', () => {
      expect(presets(`?${parameter}=${one}&${parameter}=${other}`)).toBeNull();
      expect(presets(`?${parameter}=${one}&${parameter}=${one}`)).toBeNull();
      expect(presets(`?${parameter}=${one}&${parameter}=`)).toBeNull();
    });
  });
});
