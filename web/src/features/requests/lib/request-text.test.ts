// Tests of the staff screens' wording: what a request asks for, and what became of its mail.
import { describe, expect, it } from 'vitest';
import { formatDateTime, mailNote, whatIsAsked } from '@/features/requests/lib/request-text';
import type { StaffRequest } from '@/features/requests/types';

const base: StaffRequest = {
  id: 1,
  kind: 'quote',
  status: 'new',
  createdAt: '2026-11-16T15:14:00Z',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '',
  contactPreference: '',
  message: '',
  details: { coverages: ['auto', 'other'], zip: '06460' },
  statusChangedBy: null,
  statusChangedAt: null,
  mail: { state: 'off', attempts: 0, lastError: null },
};

describe('whatIsAsked', () => {
  it('names the coverages of a quote and the change of a policy change', () => {
    expect(whatIsAsked(base)).toBe('Auto, Something else');
    expect(whatIsAsked({ ...base, kind: 'policy-change', details: { changeKind: 'driver' } })).toBe(
      'Add or remove a driver',
    );
  });
});

describe('mailNote', () => {
  it('says a failed mail failed, with the tries and the reason', () => {
    const note = mailNote({ state: 'failed', attempts: 7, lastError: 'Connection refused' });
    expect(note.tone).toBe('problem');
    expect(note.short).toBe('Mail failed');
    expect(note.text).toContain('after 7 tries (Connection refused)');
  });

  it('tells a mail still being retried from one not tried yet, and mail that is off', () => {
    expect(mailNote({ state: 'pending', attempts: 2, lastError: 'timeout' }).short).toBe('Mail not sent yet');
    expect(mailNote({ state: 'pending', attempts: 0, lastError: null }).short).toBe('Mail on its way');
    expect(mailNote({ state: 'off', attempts: 0, lastError: null }).text).toContain('not set up');
  });
});

describe('formatDateTime', () => {
  it('keeps an unreadable time as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(base.createdAt)).toMatch(/^Nov 1[56], 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });
});
