// The signed-in staff member as GET /api/auth/session and POST /api/auth/login answer it.
import type { Answer, Body } from '@/lib/api-types';

/** csrfToken: sent as X-CSRF-Token with every write of this session. */
export type StaffSession = Answer<'/api/auth/session', 'get'>;

export type SignInCredentials = Body<'/api/auth/login', 'post'>;
