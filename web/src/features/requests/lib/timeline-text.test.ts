// Tests of the timeline's wording: every kind of entry in words, staff by their names, mails by what they were for.
import { describe, expect, it } from 'vitest';
import { actorText, timelineText } from '@/features/requests/lib/timeline-text';
import type { TimelineEvent } from '@/features/requests/types';

const assignees = [{ username: 'maria', displayName: 'Maria Lopez' }];
const at = '2026-11-16T15:14:00Z';
const event = (entry: Pick<TimelineEvent, 'type' | 'data'>, actor: string | null = null) =>
  ({ id: 1, at, actor, ...entry }) as TimelineEvent;

describe('timelineText', () => {
  it.each([
    [event({ type: 'received', data: {} }), 'Request received'],
    [event({ type: 'status', data: { status: 'contacted', was: 'new' } }), 'Status changed from New to Contacted'],
    [event({ type: 'status', data: { status: 'in-progress' } }), 'Status set to In progress'],
    [event({ type: 'assigned', data: { assignee: 'maria' } }), 'Assigned to Maria Lopez'],
    [event({ type: 'assigned', data: { assignee: null } }), 'Unassigned'],
    [event({ type: 'contact', data: { channel: 'call', note: 'Left a voicemail.' } }), 'Called the visitor'],
    [event({ type: 'contact', data: { channel: 'text' } }), 'Texted the visitor'],
    [event({ type: 'contact', data: { channel: 'email' } }), 'E-mailed the visitor'],
    [event({ type: 'mail-sent', data: { purpose: 'office' } }), 'The e-mail to the office was sent'],
    [event({ type: 'mail-sent', data: { purpose: 'intake-resume' } }), 'The "Finish later" link e-mail to the visitor was sent'],
    [
      event({ type: 'mail-failed', data: { purpose: 'confirmation', error: 'Connection refused', final: false } }),
      'The confirmation e-mail to the visitor could not be sent (Connection refused); it will be tried again',
    ],
    [
      event({ type: 'mail-failed', data: { purpose: 'office', error: '550 no such user', final: true } }),
      'The e-mail to the office could not be sent (550 no such user); no more tries',
    ],
    [
      event({ type: 'mail-skipped', data: { purpose: 'confirmation', reason: 'limit' } }),
      'The confirmation e-mail to the visitor was not sent: this address already had 3 confirmations in a day',
    ],
    [event({ type: 'mail-sent', data: { purpose: 'booking-visitor' } }), 'The booking e-mail to the visitor was sent'],
    [
      event({ type: 'mail-skipped', data: { purpose: 'booking-reminder', reason: 'not-booked' } }),
      'The booking reminder to the visitor was not sent: the booking is no longer booked',
    ],
    [event({ type: 'forgotten', data: { requests: 3 } }), "The person's data was deleted (3 requests)"],
    [event({ type: 'forgotten', data: { requests: 1 } }), "The person's data was deleted (1 request)"],
    [
      event({ type: 'intake-revealed', data: { step: 'drivers', item: 'd1', field: 'licenceNumber', label: 'Driver 1 (Ann Lee): License number' } }),
      'Revealed Driver 1 (Ann Lee): License number',
    ],
    [
      event({ type: 'intake-edited', data: { step: 'vehicles', fields: ['Vehicle 1 (Honda): Year', 'Vehicle 1 (Honda): VIN (optional)'] } }),
      'Edited the application: Vehicle 1 (Honda): Year, Vehicle 1 (Honda): VIN (optional)',
    ],
    [
      event({ type: 'intake-exported', data: { sensitive: true, format: 'csv' } }),
      'Exported the application for a rater (CSV, sensitive answers in clear)',
    ],
    [
      event({ type: 'intake-exported', data: { sensitive: false, format: 'json' } }),
      'Exported the application for a rater (JSON, sensitive answers masked)',
    ],
    [
      event({ type: 'renewal-due', data: { renewalOn: '2026-12-28', days: 40 } }),
      'Current policy renews 2026-12-28 (in 40 days): back in the inbox to re-quote',
    ],
    [
      event({ type: 'booking-moved', data: { from: '2026-12-01T15:00:00Z', to: '2026-12-02T16:30:00Z' } }),
      'Booking moved from Dec 1, 2026, 10:00 AM to Dec 2, 2026, 11:30 AM',
    ],
    [event({ type: 'client', data: { client: true } }), 'Marked as a client'],
    [event({ type: 'client', data: { client: false } }), 'No longer marked as a client'],
  ])('%#: %s', (entry, words) => {
    expect(timelineText(entry, assignees)).toBe(words);
  });

  it('names who did it, and nobody for the service itself', () => {
    expect(actorText('maria', assignees)).toBe('by Maria Lopez');
    expect(actorText('sam', assignees)).toBe('by sam');
    expect(actorText(null, assignees)).toBe('');
  });
});
