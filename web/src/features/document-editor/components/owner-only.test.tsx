// Tests of the owner-only fields (the schema's `x-owner-only`) in a document form: read-only with why for staff,
// as any field for an owner; a document owner-only as a whole (the wording rules) cannot be saved by staff.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OWNER_ONLY_NOTE } from '@/features/document-editor/components/owner-only';
import type { DocumentSchema, JsonValue } from '@/features/document-editor/types';
import { renderDocumentForm } from '@/testing/document-form';

const SITE: DocumentSchema = {
  type: 'object',
  properties: {
    phone: { type: 'string', 'x-widget': 'tel' },
    forms: { $ref: '#/$defs/FormEmbeds', title: 'Embedded forms', 'x-owner-only': true },
  },
  required: ['phone', 'forms'],
  $defs: {
    FormEmbeds: {
      type: 'object',
      properties: {
        embedScriptUrl: { anyOf: [{ type: 'string' }, { type: 'null' }], title: 'Form script address', 'x-widget': 'url', default: null },
      },
    },
  },
};

const renderForm = (schema: DocumentSchema, value: JsonValue, owner: boolean) => renderDocumentForm({ schema, value, owner });

const VALUE = { phone: '(203) 555-0142', forms: { embedScriptUrl: 'https://forms.example.net/embed.js' } };

describe('owner-only fields', () => {
  it('are read-only to staff, with why, while the other fields stay editable', () => {
    renderForm(SITE, VALUE, false);
    expect(screen.getByLabelText('Form script address')).toBeDisabled();
    expect(screen.getByLabelText('Form script address')).toHaveValue('https://forms.example.net/embed.js');
    expect(screen.getByText(OWNER_ONLY_NOTE)).toBeVisible();
    expect(screen.getByLabelText('Phone')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('sit in the Advanced section, closed until opened', () => {
    renderForm(SITE, VALUE, false);
    const advanced = screen.getByRole('button', { name: 'Advanced' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Form script address')).not.toBeVisible();
    expect(screen.getByLabelText('Phone')).toBeVisible();
    const region = screen.getByRole('region', { name: 'Advanced', hidden: true });
    expect(within(region).getByLabelText('Form script address')).toBeDisabled();
    expect(screen.getAllByText(OWNER_ONLY_NOTE)).toHaveLength(1);
  });

  it('are fields like any other to an owner', () => {
    renderForm(SITE, VALUE, true);
    expect(screen.getByLabelText('Form script address')).toBeEnabled();
    expect(screen.queryByText(OWNER_ONLY_NOTE)).toBeNull();
  });

  it('make a document owner-only as a whole unsaveable by staff', () => {
    const rules: DocumentSchema = {
      type: 'object',
      'x-owner-only': true,
      properties: { note: { type: 'string' } },
      required: ['note'],
    };
    renderForm(rules, { note: 'guarantee' }, false);
    expect(screen.getByLabelText('Note')).toBeDisabled();
    expect(screen.getByText(OWNER_ONLY_NOTE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
