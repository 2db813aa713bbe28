// Tests of the intake's drafts: what a step's PUT body holds, the names of repeated items, and where errors point.
import { describe, expect, it } from 'vitest';
import { intakeStep } from '@/config/intake-form';
import { bodyOf, draftOf, inputOfErrorKey, itemName, newItem } from '@/features/intake/lib/intake-drafts';

const drivers = intakeStep('drivers')!;
const autoPolicy = intakeStep('autoPolicy')!;
const property = intakeStep('property')!;
const masked = { masked: '\u2022\u2022\u2022\u2022 4352', set: true };

describe('intake drafts', () => {
  it('starts a repeated step with one item holding the declared defaults, and numbers new items past the used ids', () => {
    const draft = draftOf(drivers, undefined);
    expect(draft).toEqual({ kind: 'items', items: [{ id: 'd1', licenceState: 'CT' }] });
    expect(newItem(drivers, [{ id: 'd1' }, { id: 'd3' }]).id).toBe('d4');
    expect(newItem(drivers, [{ id: 'd2' }]).id).toBe('d3');
  });

  it('sends answered questions only, keeps a mask as it is and clears a sensitive answer emptied after Change', () => {
    const stored = [
      { id: 'd1', name: 'Ann Lee', licenceNumber: masked, dateOfBirth: { masked: '••/••/••••', set: true } },
    ];
    const draft = {
      kind: 'items' as const,
      items: [
        { id: 'd1', name: ' Ann Lee ', licenceNumber: masked, dateOfBirth: '', yearsLicensed: '', incidents: 'none' },
        { id: 'd2', name: 'Bo Lee', licenceNumber: 'B1234567', licenceState: 'NY' },
      ],
    };
    expect(bodyOf(drivers, ['auto'], draft, stored)).toEqual([
      { id: 'd1', name: 'Ann Lee', licenceNumber: masked, dateOfBirth: '', incidents: 'none' },
      { id: 'd2', name: 'Bo Lee', licenceNumber: 'B1234567', licenceState: 'NY' },
    ]);
  });

  it('leaves out questions not asked for the chosen lines and empty choice lists', () => {
    const draft = { kind: 'one' as const, answers: { street: '1 Main St', roofAge: '12', dogs: '' } };
    expect(bodyOf(property, ['renters'], draft, undefined)).toEqual({ street: '1 Main St' });
    expect(bodyOf(property, ['home'], draft, undefined)).toEqual({ street: '1 Main St', roofAge: '12' });
    const plain = { kind: 'one' as const, answers: { currentInsurer: 'Acme', expiryDate: '' } };
    expect(bodyOf(autoPolicy, ['auto'], plain, { expiryDate: '2027-01-02' })).toEqual({ currentInsurer: 'Acme' });
  });

  it('names an item by its number and title question', () => {
    const items = [{ id: 'd1', name: 'Ann Lee' }, { id: 'd2' }];
    expect(itemName(drivers, items, 0)).toBe('Driver 1 \u2014 Ann Lee');
    expect(itemName(drivers, items, 1)).toBe('Driver 2');
  });

  it("points an error key at its question's input, and a step-wide one at none", () => {
    expect(inputOfErrorKey(drivers, 'drivers.d2.dateOfBirth')).toBe('intake-drivers-d2-dateOfBirth');
    expect(inputOfErrorKey(autoPolicy, 'autoPolicy.expiryDate')).toBe('intake-autoPolicy-expiryDate');
    expect(inputOfErrorKey(drivers, 'drivers')).toBeNull();
    expect(inputOfErrorKey(drivers, 'drivers.d1.shoeSize')).toBeNull();
    expect(inputOfErrorKey(drivers, 'vehicles.v1.vin')).toBeNull();
  });
});
