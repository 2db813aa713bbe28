// The signed-in staff member as GET /api/auth/session and POST /api/auth/login answer it.
import type { Answer, Body } from '@/lib/api-types';

/**
 * csrfToken: sent as X-CSRF-Token with every write of this session. role: an owner also manages the staff accounts.
 * mustChangePassword: signed in with a temporary password, which must be changed before anything else works.
 * member: the team member the account writes as (a new post's author), or null. The answer's maxUploadBytes is the
 * post editor's to read (features/post-editor/api/get-upload-limit.ts), not kept here.
 */
export type StaffSession = Omit<Answer<'/api/auth/session', 'get'>, 'maxUploadBytes'>;

export type StaffRole = StaffSession['role'];

export type SignInCredentials = Body<'/api/auth/login', 'post'>;

/** POST /api/auth/password: the password signed in with and the new one. */
export type PasswordChange = Body<'/api/auth/password', 'post'>;
