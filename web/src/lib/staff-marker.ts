// A hint, kept in this browser, that a staff member signed in here (features/auth/lib/mark-staff.ts sets and clears
// it). It only decides whether a public page loads the staff bar's code, which then asks the service for the session
// before it shows anything: it never grants access.
export const STAFF_MARK = 'agency-staff';

export function staffMarked(): boolean {
  try {
    return localStorage.getItem(STAFF_MARK) === '1';
  } catch {
    return false;
  }
}
