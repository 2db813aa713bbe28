// Tests of the declarations page upload: a labelled input described by why and what it takes, each file sent with
// what happens said in words, the service's refusal (415, 413) shown with the file's name, an oversized file or one
// past the number refused before sending, and a file removed by its button, focus back on the input.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declarationsUpload } from '@/config/intake-form';
import { DeclarationsUpload, sizeInWords } from '@/features/intake/components/declarations-upload';
import type { IntakeFile as AttachedFile } from '@/features/intake/api/intake-api';
import { INTAKE_TOKEN_KEY } from '@/lib/intake-token';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const upload = declarationsUpload();

function Harness({ start = [] }: { start?: AttachedFile[] }) {
  const [files, setFiles] = useState<readonly AttachedFile[]>(start);
  return <DeclarationsUpload step={{ id: 'documents' }} upload={upload} files={files} onFilesChange={setFiles} />;
}

const pdf = (name = 'declarations.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Declarations page'), { target: { files } });

beforeEach(() => sessionStorage.setItem(INTAKE_TOKEN_KEY, 'tok-en_1234567890abcdefghij'));
afterEach(() => sessionStorage.clear());

describe('the declarations page upload', () => {
  it('is a labelled file input that says why, what it takes and how much', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Declarations page');
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAccessibleDescription(/seen only by our staff.*JPEG, PNG or HEIC.*Up to 3 files, 10 MB each/);
  });

  it('sends the file with the intake token, says it is attached and lists it', async () => {
    const fetchMock = stubFetch({
      'POST /api/intake/files': () => jsonResponse({ id: 7, name: 'declarations.pdf', size: 2048, mediaType: 'application/pdf' }, { status: 201 }),
    });
    render(<Harness />);
    choose(pdf());
    expect(await screen.findByText('declarations.pdf is attached.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('declarations.pdf (PDF, 2 KB)');
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Intake tok-en_1234567890abcdefghij');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it.each([
    [415, 'That file is not a PDF, JPEG, PNG or HEIC file.'],
    [413, 'That file is larger than 10 MB.'],
  ])("shows the service's %i refusal with the file's name", async (status, message) => {
    stubFetch({ 'POST /api/intake/files': () => jsonResponse({ message }, { status }) });
    render(<Harness />);
    choose(pdf('setup.pdf'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`setup.pdf was not attached. ${message}`));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('refuses a file over the size before sending it', async () => {
    const fetchMock = stubFetch({});
    render(<Harness />);
    choose(pdf('huge.pdf', upload.maxBytes + 1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('huge.pdf is larger than 10 MB, the most we take'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes no more than the declared number of files', () => {
    const attached = [1, 2, 3].map((id) => ({ id, name: `page-${id}.pdf`, size: 1000, mediaType: 'application/pdf' }));
    render(<Harness start={attached} />);
    const field = screen.getByLabelText('Declarations page');
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription(/the most we take\. Remove one to attach another/);
  });

  it('removes a file by its button and gives focus back to the input', async () => {
    const fetchMock = stubFetch({ 'DELETE /api/intake/files/4': () => new Response(null, { status: 204 }) });
    render(<Harness start={[{ id: 4, name: 'old-page.pdf', size: 5000, mediaType: 'application/pdf' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove old-page.pdf' }));
    expect(await screen.findByText('old-page.pdf is removed.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Declarations page')).toHaveFocus());
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('words sizes as people read them', () => {
    expect(sizeInWords(800)).toBe('1 KB');
    expect(sizeInWords(850 * 1024)).toBe('850 KB');
    expect(sizeInWords(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
