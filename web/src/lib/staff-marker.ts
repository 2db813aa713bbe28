// A hint, kept in this browser's storage under this key, that a staff member signed in here: set when the service
// confirms a session, cleared at sign-out or when it finds none (features/auth/lib/mark-staff.ts). It only decides
// whether a public page loads the staff bar's code (main.tsx), which asks the service for the session before it
// shows anything: it never grants access.
export const STAFF_MARK = 'agency-staff';
