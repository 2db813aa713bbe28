// Tests of a document's History with the changes the service lists: each field by its item's name and label with
// its old and new value, and Undo sending that one change (the version's rev and the field's path), once.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentSchema } from '@/features/document-editor/types';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { renderDocumentForm } from '@/testing/document-form';

const SCHEMA: DocumentSchema = { type: 'object', properties: { name: { type: 'string', title: 'Agency name' } } };
const URL = '/api/admin/documents/site';
const PHONE = { path: [3, 'claimsPhone'], place: 'Travelers › 24-hour claims phone', old: '(800) 555-0101', new: '(800) 555-0199' };
const SITE = { path: [3, 'website'], place: 'Travelers › Website', old: null, new: 'https://travelers.example' };

describe('a version’s changes in the History', () => {
  it('shows each changed field old → new and undoes one alone', async () => {
    const user = userEvent.setup();
    const undos: unknown[] = [];
    stubFetch({
      [`${URL}/history`]: () =>
        jsonResponse({
          versions: [
            { rev: 'b2', at: '2026-11-20T15:00:00Z', author: 'ann', message: 'Edit', deleted: false, value: { name: 'B' }, changes: [PHONE, SITE] },
            { rev: 'a1', at: '2026-11-19T15:00:00Z', author: 'ann', message: 'Add', deleted: false, value: { name: 'A' }, changes: [] },
          ],
        }),
      [`${URL}/undo`]: (init) => {
        undos.push(JSON.parse(String(init?.body)));
        return jsonResponse({ name: 'site', value: { name: 'B' } }, { headers: { 'Content-Type': 'application/json', ETag: '"v3"' } });
      },
    });
    renderDocumentForm({ schema: SCHEMA, value: { name: 'B' }, etag: '"v2"' });
    await user.click(screen.getByRole('button', { name: 'History' }));
    const changes = await screen.findByRole('list', { name: 'Changed fields' });
    const phone = within(changes).getAllByRole('listitem')[0]!;
    expect(phone).toHaveTextContent('Travelers › 24-hour claims phone: (800) 555-0101 → changed to (800) 555-0199');
    expect(within(changes).getAllByRole('listitem')[1]).toHaveTextContent('Travelers › Website: (empty)');
    expect(screen.getByText(/Created the document/)).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: 'Undo the change to Travelers › 24-hour claims phone' }));
    expect(await screen.findByText('Travelers › 24-hour claims phone is back as it was.')).toBeInTheDocument();
    expect(undos).toEqual([{ rev: 'b2', path: [3, 'claimsPhone'] }]);
  });
});
