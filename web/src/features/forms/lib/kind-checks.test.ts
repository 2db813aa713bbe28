// A kind the declaration does not have yet is checked from its entry alone: the browser's twin of
// tests/service/test_request_kinds.py (the two real kinds are pinned by tests/fixtures/request-field-cases.json).
import { describe, expect, it } from 'vitest';
import type { KindDefinition } from '@/config/request-kinds';
import { checkKindFields } from '@/features/forms/lib/kind-checks';
import type { FieldErrors, RequestValues } from '@/features/forms/lib/validate-request';

const claim = {
  id: 'claim',
  title: 'Claim report',
  page: 'contact',
  summaryField: 'lossKind',
  fields: [
    {
      name: 'claimNumber',
      check: 'text',
      required: true,
      limit: 12,
      labels: { form: 'Claim number', staff: 'Claim', mail: 'Claim number' },
      problem: 'Enter the claim number.',
    },
    {
      name: 'lossKind',
      check: 'choice',
      required: true,
      labels: { form: 'What happened?', staff: 'Loss', mail: 'Kind of loss' },
      choices: { water: 'Water damage', theft: 'Theft' },
      problem: 'Choose what happened.',
    },
    {
      name: 'damages',
      check: 'choices',
      labels: { form: 'What was damaged?', staff: 'Damaged', mail: 'Damaged' },
      choices: { roof: 'Roof', car: 'Car' },
      problem: 'Choose from the list.',
    },
    {
      name: 'lossDate',
      check: 'date',
      window: { daysBefore: 7, daysAfter: 0 },
      labels: { form: 'When?', staff: 'Happened', mail: 'Date of loss' },
      problem: 'Choose a day of the last week.',
    },
    {
      name: 'insurer',
      check: 'company',
      labels: { form: 'Insurer', staff: 'Insurer', mail: 'Insurer' },
      problem: 'Choose your insurer.',
    },
  ],
} as unknown as KindDefinition;

function problems(values: RequestValues): FieldErrors {
  const errors: FieldErrors = {};
  const text = (name: string) => (typeof values[name] === 'string' ? values[name].trim() : '');
  checkKindFields(claim, values, text, errors, { companies: ['Travelers'], today: '2026-11-16' });
  return errors;
}

const good = { claimNumber: 'CL-77', lossKind: 'water', damages: ['roof'], lossDate: '2026-11-14', insurer: 'Not sure' };

describe('checkKindFields', () => {
  it('takes a good answer to every check', () => {
    expect(problems(good)).toEqual({});
    expect(problems({ ...good, damages: [], lossDate: '', insurer: 'Travelers' })).toEqual({});
  });

  it("names each refused answer with its field's own sentence", () => {
    expect(
      problems({ claimNumber: ' ', lossKind: 'fire', damages: ['boat'], lossDate: '2026-11-01', insurer: 'Acme' }),
    ).toEqual({
      claimNumber: 'Enter the claim number.',
      lossKind: 'Choose what happened.',
      damages: 'Choose from the list.',
      lossDate: 'Choose a day of the last week.',
      insurer: 'Choose your insurer.',
    });
  });

  it('keeps a problem already named for a field', () => {
    const errors: FieldErrors = { claimNumber: 'Please keep this to 12 characters or fewer.' };
    checkKindFields(claim, { ...good, claimNumber: '' }, () => '', errors, { companies: [], today: '2026-11-16' });
    expect(errors.claimNumber).toBe('Please keep this to 12 characters or fewer.');
  });

  it('takes no value that only an object prototype has as a choice', () => {
    expect(problems({ ...good, lossKind: 'constructor', damages: ['toString'] })).toEqual({
      lossKind: 'Choose what happened.',
      damages: 'Choose from the list.',
    });
  });
});
