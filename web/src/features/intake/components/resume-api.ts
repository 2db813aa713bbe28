// The calls of "Finish later", the resume page and the upload widget (INTAKE.md), addressed by this tab's intake
// token (lib/intake-token), as the steps' calls are.
// A non-OK answer raises api-client's typed error (its status and the service's sentence).
import type { IntakeFile } from '@/features/intake/api/intake-api';
import { apiWrite } from '@/lib/api-write';
import { intakeAuthorization } from '@/lib/intake-token';

async function intakeCall<T>(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  return (await apiWrite<T>(method, url, { body, headers: intakeAuthorization() })).data;
}

/** What "Finish later" answers: the code to show (once), the masked address the link went to, until when. */
export type LinkMade = { code: string; email: string; expiresAt: string };

export const askForResumeLink = () => intakeCall<LinkMade>('POST', '/api/intake/finish-later');

/** A resume's answer: the new token of this device and the step to go on at. */
export type Resumed = { token: string; step: string };

export const resumeWithCode = (link: string, code: string) =>
  intakeCall<Resumed>('POST', '/api/intake/resume', { link, code });

export function attachFile(file: File): Promise<IntakeFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return intakeCall<IntakeFile>('POST', '/api/intake/files', form);
}

export const detachFile = (id: IntakeFile['id']) =>
  intakeCall<void>('DELETE', `/api/intake/files/${encodeURIComponent(String(id))}`);
