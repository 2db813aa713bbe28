// One version in the History: who made it and when, what changed — each field before (struck through) and after
// (underlined), the body as a word diff — and Restore this version.
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { usePostVersion } from '@/features/post-editor/api/get-post-history';
import { Added, Removed, WordDiff } from '@/features/post-editor/components/word-diff';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { FIELD_WORDS, reviewLines, versionSummary } from '@/features/post-editor/lib/version-words';
import type { EditablePost, PostVersion, VersionField } from '@/features/post-editor/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { formatLongDate } from '@/lib/dates';
import { STATUS_LABELS } from '@/lib/post-status';

const SHOWN_FIELDS: VersionField[] = ['title', 'slug', 'status', 'date', 'excerpt', 'imageUrl'];

/** A field's value as staff read it. */
function shown(field: VersionField, post: Omit<EditablePost, 'wordingReviews'> | null): string {
  if (!post) return '';
  switch (field) {
    case 'slug':
      return paths.blogPost.getHref(post.slug);
    case 'status':
      return STATUS_LABELS[post.status];
    case 'date':
      return formatLongDate(post.date);
    case 'imageUrl':
      return post.imageUrl ?? 'no image';
    default:
      return String(post[field] ?? '');
  }
}

function FieldChange({ field, before, after }: { field: VersionField; before: string; after: string }) {
  const name = FIELD_WORDS[field];
  return (
    <div className="py-2">
      <dt className="text-sm font-semibold text-navy-900">{name[0]!.toUpperCase() + name.slice(1)}</dt>
      <dd className="mt-1 space-y-1 break-words">
        {before ? (
          <p>
            <span className="text-sm text-slate-600">Before: </span>
            <Removed>{before}</Removed>
          </p>
        ) : null}
        <p>
          <span className="text-sm text-slate-600">After: </span>
          {after ? <Added>{after}</Added> : <span className="text-slate-600">(empty)</span>}
        </p>
      </dd>
    </div>
  );
}

type VersionDetailsProps = {
  slug: string;
  version: PostVersion;
  isCurrent: boolean;
  onRestore: () => void;
  restoring: boolean;
  headingId: string;
};

export function VersionDetails({ slug, version, isCurrent, onRestore, restoring, headingId }: VersionDetailsProps) {
  const detail = usePostVersion(slug, version.rev);
  const when = formatConnecticutShort(version.at);
  // A post created, or back after its deletion, has no version before it: every field is shown as new.
  const whole = version.event === 'created' || (version.event === 'restored' && version.changed.length === 0);
  const fields = SHOWN_FIELDS.filter((field) => whole || version.changed.includes(field));
  const bodyChanged = whole || version.changed.includes('content');
  const restorable = version.event !== 'deleted' && !isCurrent;

  return (
    <div className="space-y-4">
      <div>
        <h3 id={headingId} tabIndex={-1} className="text-lg font-bold text-navy-900 focus:outline-none">
          Version of {when}
        </h3>
        <p className="text-sm text-slate-700">
          {versionSummary(version)} · by <span className="font-semibold">{version.author}</span> · revision{' '}
          <code>{version.shortRev}</code>
        </p>
        {version.reviewed.length ? (
          <ul aria-label="Wording reviewed" className="mt-2 space-y-0.5 text-sm text-slate-700">
            {reviewLines(version).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {detail.isPending ? (
        <LoadingStatus className="" />
      ) : detail.isError ? (
        <p role="alert" className="text-red-700">
          {failureMessage(new Error('This version could not be loaded', { cause: detail.error }))}
        </p>
      ) : (
        <>
          {version.event === 'deleted' ? (
            <p className="text-slate-700">The post was deleted here. It came back later as the versions above show.</p>
          ) : null}
          {fields.length && detail.data.post ? (
            <dl className="divide-y divide-slate-200">
              {fields.map((field) => (
                <FieldChange
                  key={field}
                  field={field}
                  before={whole ? '' : shown(field, detail.data.previous)}
                  after={shown(field, detail.data.post)}
                />
              ))}
            </dl>
          ) : null}
          {bodyChanged && detail.data.post ? (
            <section aria-label="Changes to the body">
              <h4 className="text-sm font-semibold text-navy-900">Body</h4>
              <div className="mt-1">
                <WordDiff parts={detail.data.bodyDiff} />
              </div>
            </section>
          ) : null}
        </>
      )}

      <div className="border-t border-slate-200 pt-4">
        {restorable ? (
          <Button onClick={onRestore} disabled={restoring || !detail.data?.post}>
            {restoring ? 'Restoring...' : 'Restore this version'}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            {isCurrent ? 'This is the current version of the post.' : 'A deletion cannot be restored as a version.'}
          </p>
        )}
      </div>
    </div>
  );
}
