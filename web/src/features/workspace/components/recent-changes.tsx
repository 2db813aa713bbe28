// The last changes to the site's content, newest first: what was done (the change's note), who did it, when, and
// which files it touched.
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useChanges } from '@/features/workspace/api/get-changes';
import { formatConnecticutShort } from '@/lib/connecticut-time';

/** How many files a change names before "and N more". */
const FILES_SHOWN = 3;

export function RecentChanges({ limit }: { limit: number }) {
  const changes = useChanges(limit);
  if (changes.isPending) return <LoadingStatus className="py-6" />;
  if (changes.isError) {
    return <LoadFailure onRetry={() => void changes.refetch()}>The last changes could not be loaded.</LoadFailure>;
  }
  if (!changes.data.length) return <p className="text-slate-600">No changes are recorded yet.</p>;
  return (
    <ol aria-label="Last changes, newest first" className="divide-y divide-slate-200">
      {changes.data.map((change) => {
        const more = change.files.length - FILES_SHOWN;
        return (
          <li key={change.rev} data-testid="change-row" className="py-3">
            <p className="font-semibold break-words text-navy-900">{change.message}</p>
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-800">{change.author}</span>,{' '}
              <time dateTime={change.at}>{formatConnecticutShort(change.at)}</time>
            </p>
            <p className="text-sm break-all text-slate-600">
              {change.files.slice(0, FILES_SHOWN).join(', ')}
              {more > 0 ? ` and ${more} more` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
