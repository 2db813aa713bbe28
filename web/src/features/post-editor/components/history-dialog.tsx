// History: every saved version of the post, newest first, and the chosen version's changes; Restore asks first,
// then saves that version's title, excerpt, body, image and date as a new change (nothing is lost). On a phone
// the list and the chosen version take turns; from 1024 px they sit side by side.
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { usePostHistory } from '@/features/post-editor/api/get-post-history';
import { VersionDetails } from '@/features/post-editor/components/version-details';
import { VersionList } from '@/features/post-editor/components/version-list';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import type { PostVersion } from '@/features/post-editor/types';
import { cn } from '@/lib/cn';
import { formatConnecticutShort } from '@/lib/connecticut-time';

type HistoryDialogProps = {
  slug: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Restore the version `rev`; resolves true once it is saved (the dialog then closes). */
  onRestore: (rev: string) => Promise<boolean>;
  restoring: boolean;
};

export function HistoryDialog({ slug, title, open, onOpenChange, onRestore, restoring }: HistoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide" closeLabel="Close the history">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription>
            Every saved version of “{title}”, newest first. Restoring a version saves it as a new change, so nothing is
            lost.
          </DialogDescription>
        </DialogHeader>
        {open ? <HistoryPanes slug={slug} onRestore={onRestore} restoring={restoring} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const wide = () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1024px)').matches;

function HistoryPanes({ slug, onRestore, restoring }: Pick<HistoryDialogProps, 'slug' | 'onRestore' | 'restoring'>) {
  const id = useId();
  const history = usePostHistory(slug);
  const [picked, setPicked] = useState<string | null>(null);
  const versions = history.data ?? [];
  // Side by side, the newest version is shown at once; on a phone the list comes first.
  const selected = picked ?? (wide() ? (versions[0]?.rev ?? null) : null);
  const version = versions.find((item) => item.rev === selected) ?? null;

  const select = (rev: string) => {
    setPicked(rev);
    requestAnimationFrame(() => document.getElementById(`${id}-version`)?.focus());
  };

  if (history.isPending) {
    return <LoadingStatus className="p-6" />;
  }
  if (history.isError) {
    return (
      <LoadFailure className="m-6 p-4" onRetry={() => void history.refetch()}>
        {failureMessage(new Error('The history could not be loaded', { cause: history.error }))}
      </LoadFailure>
    );
  }

  return (
    <div className="grid min-h-0 flex-1 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <section
        aria-labelledby={`${id}-versions`}
        className={cn('min-h-0 overflow-y-auto p-4 sm:px-6 lg:border-r lg:border-slate-200', version && 'hidden lg:block')}
      >
        <h3 id={`${id}-versions`} className="mb-2 text-sm font-semibold text-navy-900">
          {versions.length === 1 ? '1 version' : `${versions.length} versions`}
        </h3>
        <VersionList versions={versions} selected={selected} onSelect={select} labelledBy={`${id}-versions`} />
      </section>
      <section
        aria-label="The chosen version"
        // Scrolls on its own: reachable by keyboard even when it holds no control (the current version).
        tabIndex={0}
        className={cn('min-h-0 overflow-y-auto p-4 sm:px-6', !version && 'hidden lg:block')}
      >
        {version ? (
          <ChosenVersion
            slug={slug}
            version={version}
            isCurrent={version.rev === versions[0]?.rev}
            onBack={() => setPicked(null)}
            onRestore={onRestore}
            restoring={restoring}
            headingId={`${id}-version`}
          />
        ) : (
          <p className="text-slate-600">Choose a version to see what changed.</p>
        )}
      </section>
    </div>
  );
}

type ChosenVersionProps = Pick<HistoryDialogProps, 'slug' | 'onRestore' | 'restoring'> & {
  version: PostVersion;
  isCurrent: boolean;
  /** On a phone: back to the list of versions. */
  onBack: () => void;
  headingId: string;
};

/** The chosen version's changes, and Restore with the question it asks first. */
function ChosenVersion({ slug, version, isCurrent, onBack, onRestore, restoring, headingId }: ChosenVersionProps) {
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Button variant="ghost" size="sm" className="mb-3 -ml-2 lg:hidden" onClick={onBack}>
        ← All versions
      </Button>
      <VersionDetails
        slug={slug}
        version={version}
        isCurrent={isCurrent}
        onRestore={() => setConfirming(true)}
        restoring={restoring}
        headingId={headingId}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Restore this version?"
        confirmLabel={restoring ? 'Restoring...' : 'Restore version'}
        pending={restoring}
        onConfirm={() => {
          void onRestore(version.rev).then((done) => {
            if (done) setConfirming(false);
          });
        }}
      >
        <p>
          The title, excerpt, body, image and date go back to how they were on{' '}
          {formatConnecticutShort(version.at)}. The address and the status stay as they are.
        </p>
        <p>This is saved as a new change, so today’s version stays in the history.</p>
      </ConfirmDialog>
    </>
  );
}
