// The last changes to the site's content, newest first, in plain words: who did what to which things ("Anna changed
// the FAQ", the server's summary) and when; never a commit id, a file name or an upload's name.
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useChanges } from '@/features/workspace/api/get-changes';
import { formatConnecticutShort } from '@/lib/connecticut-time';

export function RecentChanges({ limit }: { limit: number }) {
  const changes = useChanges(limit);
  if (changes.isPending) return <LoadingStatus className="py-6" />;
  if (changes.isError) {
    return <LoadFailure onRetry={() => void changes.refetch()}>The last changes could not be loaded.</LoadFailure>;
  }
  if (!changes.data.length) return <p className="text-slate-600">No changes are recorded yet.</p>;
  return (
    <ol aria-label="Last changes, newest first" className="divide-y divide-slate-200">
      {changes.data.map((change) => (
        <li key={change.rev} data-testid="change-row" className="py-3">
          <p className="font-semibold break-words text-navy-900">{change.summary}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={change.at}>{formatConnecticutShort(change.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
