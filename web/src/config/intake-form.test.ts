// Tests of the intake declaration as the web reads it from service/requests/intake_form.json.
import { describe, expect, it } from 'vitest';
import { fieldsFor, INTAKE_CONSENT, INTAKE_STEPS, intakeStep, stepsFor, titleField } from '@/config/intake-form';

describe('the intake declaration', () => {
  it('offers the steps of the chosen lines, in the declared order (form.py steps_for)', () => {
    expect(stepsFor(['auto']).map((step) => step.id)).toEqual(['drivers', 'vehicles', 'autoPolicy', 'documents']);
    expect(stepsFor(['renters']).map((step) => step.id)).toEqual(['property', 'documents']);
    expect(stepsFor(['business', 'auto']).map((step) => step.id)).toEqual([
      'drivers',
      'vehicles',
      'autoPolicy',
      'business',
      'locations',
      'documents',
    ]);
    expect(stepsFor(['flood', 'life'])).toEqual([]);
  });

  it('asks a question narrowed to some lines only for them', () => {
    const property = intakeStep('property')!;
    const renters = fieldsFor(property, ['renters']).map((field) => field.name);
    expect(renters).toContain('street');
    expect(renters).not.toContain('roofAge');
    expect(renters).not.toContain('yearBuilt');
    expect(fieldsFor(property, ['home']).map((field) => field.name)).toContain('roofAge');
    expect(fieldsFor(property, ['condo']).map((field) => field.name)).toContain('yearBuilt');
    expect(fieldsFor(property, ['condo']).map((field) => field.name)).not.toContain('roofAge');
  });

  it('says why every question is asked, names repeated items by one question and asks for no social security number', () => {
    for (const step of INTAKE_STEPS) {
      expect(step.needed.length).toBeGreaterThan(0);
      for (const field of step.fields) expect(field.why.length).toBeGreaterThan(10);
      if (step.repeat) expect(titleField(step)).toBeDefined();
      for (const field of step.fields) expect(`${field.name} ${field.label}`).not.toMatch(/ssn|social security/i);
    }
    expect(INTAKE_CONSENT).toMatch(/call, text or e-mail/);
    expect(INTAKE_CONSENT).toMatch(/not use your details for marketing/);
  });
});
