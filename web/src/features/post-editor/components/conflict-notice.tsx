// The in-form notice after a 412: the post was saved elsewhere since it was opened; the typed text is kept and
// 'Load the latest saved version' fetches the stored version (asking before the typed text is discarded).
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/features/post-editor/components/editor-icons';
import { LOAD_LATEST } from '@/features/post-editor/lib/use-reload-latest';

export function ConflictNotice({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">This post was changed elsewhere</p>
      <p className="mt-1 text-sm">
        Someone saved a newer version after you opened it, so your changes were not saved. Your text is still in the
        form: copy anything you want to keep, then reload the latest version and make your changes again.
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onReload} disabled={reloading}>
        <RefreshIcon className="size-4" />
        {LOAD_LATEST}
      </Button>
    </div>
  );
}
