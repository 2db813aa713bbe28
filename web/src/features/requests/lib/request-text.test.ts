// Tests of the staff screens' wording: what a request asks for, and what became of its mail.
import { describe, expect, it } from 'vitest';
import { dueText, hoursInWords, mailNote, staffName, whatIsAsked } from '@/features/requests/lib/request-text';
import { staffRequest } from '@/testing/request-fixtures';

const base = staffRequest({ details: { coverages: ['auto', 'other'], zip: '06460' } });

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

describe('dueText', () => {
  it('says when a new request is due, since when an overdue one is late, and nothing once answered', () => {
    const dueAt = '2026-11-17T15:14:00Z';
    expect(dueText({ status: 'new', dueAt, overdue: false })).toBe('Due Nov 17, 2026, 10:14 AM');
    expect(dueText({ status: 'new', dueAt, overdue: true })).toBe('Overdue since Nov 17, 2026, 10:14 AM');
    expect(dueText({ status: 'contacted', dueAt, overdue: false })).toBe('');
  });
});

describe('hoursInWords', () => {
  it('writes a time to first contact as people say it', () => {
    expect(hoursInWords(0.75)).toBe('45 minutes');
    expect(hoursInWords(0.001)).toBe('1 minute');
    expect(hoursInWords(1)).toBe('1 hour');
    expect(hoursInWords(3.5)).toBe('3.5 hours');
    expect(hoursInWords(3.46)).toBe('3.5 hours');
    expect(hoursInWords(60)).toBe('2.5 days');
  });
});

describe('staffName', () => {
  it('names staff by their display name when known', () => {
    const assignees = [{ username: 'maria', displayName: 'Maria Lopez' }];
    expect(staffName('maria', assignees)).toBe('Maria Lopez');
    expect(staffName('gone', assignees)).toBe('gone');
    expect(staffName('maria', undefined)).toBe('maria');
  });
});
