// The History's list of versions, newest first: the title each had, when (Connecticut time), who, and what it
// changed. The chosen one is marked; each is a button.
import { versionSummary } from '@/features/post-editor/lib/version-words';
import type { PostVersion } from '@/features/post-editor/types';
import { cn } from '@/lib/cn';
import { formatConnecticutShort } from '@/lib/connecticut-time';

type VersionListProps = {
  versions: PostVersion[];
  selected: string | null;
  onSelect: (rev: string) => void;
  labelledBy: string;
};

export function VersionList({ versions, selected, onSelect, labelledBy }: VersionListProps) {
  return (
    <ol aria-labelledby={labelledBy} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {versions.map((version, index) => {
        const chosen = version.rev === selected;
        return (
          <li key={version.rev}>
            <button
              type="button"
              aria-current={chosen ? 'true' : undefined}
              onClick={() => onSelect(version.rev)}
              className={cn(
                'block w-full border-l-4 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2',
                chosen ? 'border-teal-600 bg-teal-50' : 'border-transparent hover:bg-navy-50',
              )}
            >
              <span className="block font-semibold break-words text-navy-900">
                {version.title ?? '(deleted)'}
                {index === 0 ? <span className="ml-2 text-xs font-semibold text-teal-800 uppercase">Current</span> : null}
              </span>
              <span className="mt-0.5 block text-sm text-slate-700">
                <time dateTime={version.at}>{formatConnecticutShort(version.at)}</time> · {version.author}
              </span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {versionSummary(version)}
                {version.reviewed.length ? ` · wording reviewed (${version.reviewed.length})` : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
