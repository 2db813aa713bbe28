// The signed-in staff member as GET /api/auth/session and POST /api/auth/login answer it.

export type StaffSession = {
  username: string;
  /** Sent as X-CSRF-Token with every write of this session. */
  csrfToken: string;
};

export type SignInCredentials = { username: string; password: string };
