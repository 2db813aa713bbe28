// The signed-in staff member as GET /api/auth/session and POST /api/auth/login answer it.
import type { Answer, Body } from '@/lib/api-types';

/**
 * csrfToken: sent as X-CSRF-Token with every write of this session. The answer's role and mustChangePassword
 * are left out until a screen shows them (getSession keeps only the fields named here).
 */
export type StaffSession = Pick<Answer<'/api/auth/session', 'get'>, 'username' | 'csrfToken'>;

export type SignInCredentials = Body<'/api/auth/login', 'post'>;
