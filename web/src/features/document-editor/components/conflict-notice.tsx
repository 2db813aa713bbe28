// After a 412: someone saved the document after it was opened here; what is typed stays in the form, and staff
// can load the other version (asked first, since it replaces what is typed).
import { Button } from '@/components/ui/button';

export const CONFLICT_MESSAGE = 'Someone else changed this since you opened it.';

export function ConflictNotice({ onLoadTheirs, loading }: { onLoadTheirs: () => void; loading: boolean }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{CONFLICT_MESSAGE}</p>
      <p className="mt-1 text-sm">
        Your changes were not saved and are still in the form. Copy anything you want to keep, then load their version
        and make your changes again.
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onLoadTheirs} disabled={loading}>
        Load their version
      </Button>
    </div>
  );
}
