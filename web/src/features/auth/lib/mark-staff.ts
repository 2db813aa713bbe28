// Sets the hint that a staff member signed in in this browser (lib/staff-marker.ts) when the service confirms a
// session, and clears it at sign-out or when the service finds none.
import { STAFF_MARK } from '@/lib/staff-marker';

export function markStaff(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(STAFF_MARK, '1');
    else localStorage.removeItem(STAFF_MARK);
  } catch {
    // Storage refused (a private window's settings): the bar just does not load on the public pages.
  }
}
