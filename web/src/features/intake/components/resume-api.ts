// The calls of "Finish later", the resume page and the upload widget (INTAKE.md), and where the intake token is
// kept: sessionStorage `intake-token` (this tab only; the steps read it there), sent as `Authorization: Intake …`.
// A non-OK answer raises api-client's typed error (its status and the service's sentence).
import { apiWrite } from '@/lib/api-write';

export const INTAKE_TOKEN_KEY = 'intake-token';

/** The intake token of this tab, or null (none yet, or storage refused). */
export function storedIntakeToken(): string | null {
  try {
    return sessionStorage.getItem(INTAKE_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keep a token the service gave (a resume's): the steps read it from here. */
export function keepIntakeTokenForSteps(token: string) {
  try {
    sessionStorage.setItem(INTAKE_TOKEN_KEY, token);
  } catch {
    // Storage refused (some private modes): the steps cannot go on in this tab; the page says so.
  }
}

async function intakeCall<T>(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const token = storedIntakeToken();
  const headers: Record<string, string> = token ? { Authorization: `Intake ${token}` } : {};
  return (await apiWrite<T>(method, url, { body, headers })).data;
}

/** What "Finish later" answers: the code to show (once), the masked address the link went to, until when. */
export type LinkMade = { code: string; email: string; expiresAt: string };

export const askForResumeLink = () => intakeCall<LinkMade>('POST', '/api/intake/finish-later');

/** A resume's answer: the new token of this device and the step to go on at. */
export type Resumed = { token: string; step: string };

export const resumeWithCode = (link: string, code: string) =>
  intakeCall<Resumed>('POST', '/api/intake/resume', { link, code });

/** A file attached to the intake, as the service lists it. */
export type AttachedFile = { id: number | string; name: string; size: number; mediaType: string };

export function attachFile(file: File): Promise<AttachedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return intakeCall<AttachedFile>('POST', '/api/intake/files', form);
}

export const detachFile = (id: AttachedFile['id']) =>
  intakeCall<void>('DELETE', `/api/intake/files/${encodeURIComponent(String(id))}`);
