// The staff bar's own root, after the app's at the end of the page: imported only when this browser is marked as a
// staff member's (main.tsx), so a visitor's page never loads this code; the marker is only a hint, so the bar shows
// once the service confirms the session (getSession also clears the marker when there is none).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from '@/features/auth/api/get-session';
import { StaffBar } from '@/features/staff-bar/components/staff-bar';

function SignedInStaffBar() {
  const [username, setUsername] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getSession({ signal: controller.signal }).then(
      (session) => setUsername(session?.username ?? null),
      () => setUsername(null),
    );
    return () => controller.abort();
  }, []);
  return username ? <StaffBar username={username} /> : null;
}

const host = document.createElement('div');
host.id = 'staff-bar';
document.body.append(host);
createRoot(host).render(<SignedInStaffBar />);
