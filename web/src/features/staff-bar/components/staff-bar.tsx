// The staff bar on the public pages, for a signed-in staff member (app/layouts/admin-staff-bar.tsx asks the service
// first): "Edit this page" opens the document (or post) and section the page comes from in the workspace. Fixed at
// the foot of the window, with a spacer of its height in the page's flow so that it never covers the page's end.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { isStaffAddress, paths } from '@/config/paths';
import { getEditTarget, type EditTarget } from '@/features/staff-bar/api/get-edit-target';

/** The edit target found for a path (kept with it, so that another page's never shows). */
type Found = { path: string; target: EditTarget | null };

export function StaffBar({ username }: { username: string }) {
  const [path] = useLocation();
  const [found, setFound] = useState<Found | null>(null);
  const onPublicPage = !isStaffAddress(path);

  useEffect(() => {
    if (!onPublicPage) return;
    const controller = new AbortController();
    getEditTarget(path, controller.signal).then(
      (target) => setFound({ path, target }),
      () => setFound({ path, target: null }),
    );
    return () => controller.abort();
  }, [path, onPublicPage]);

  if (!onPublicPage) return null;
  const target = found?.path === path ? found.target : null;
  return (
    <div className="h-16 print:hidden">
      <aside aria-label="Staff" className="fixed inset-x-0 bottom-0 z-40 border-t border-navy-700 bg-navy-900 text-white shadow-lg">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <p className="min-w-0 flex-1 truncate text-sm">
            {/* On a phone the name alone, so that both links fit beside it. */}
            <span className="max-sm:sr-only">Signed in as </span>
            <span className="font-semibold">{username}</span>
          </p>
          <a href={paths.adminHome.getHref()} className={buttonVariants({ variant: 'inverse', size: 'sm' })}>
            Workspace
          </a>
          {target ? (
            <a href={target.href} className={buttonVariants({ size: 'sm' })}>
              Edit this page
            </a>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
