// The top of the editor of a saved post: its heading, title and date, the status badge with what it means for
// visitors (with what the app adds under it), and the tools: View post (published) or Preview (not yet visible), History
// and 'Load the latest saved version'.
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { StatusBadge } from '@/components/ui/status-badge';
import { WithTooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { HistoryIcon, RefreshIcon } from '@/features/post-editor/components/editor-icons';
import { LOAD_LATEST } from '@/features/post-editor/lib/use-reload-latest';
import type { EditablePost } from '@/features/post-editor/types';
import { formatConnecticutLong } from '@/lib/connecticut-time';
import { formatLongDate } from '@/lib/dates';
import type { PostStatus } from '@/lib/post-status';

/** A tool that opens a page of the post in a new tab, named `children` and explained by its tooltip. */
function NewTabTool({ href, tooltip, children }: { href: string; tooltip: string; children: string }) {
  return (
    <WithTooltip label={tooltip}>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={`${children} (opens in a new tab)`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <ExternalLinkIcon className="size-5" />
        {children}
      </a>
    </WithTooltip>
  );
}

function statusMeaning(status: PostStatus, post: EditablePost): string {
  if (status === 'draft') return 'Only signed-in staff can see it.';
  if (status === 'scheduled') {
    return post.publishAt
      ? `Appears on the site on ${formatConnecticutLong(post.publishAt)} (Connecticut time).`
      : 'Appears on the site at its scheduled time.';
  }
  // Only here is a save seen by visitors at once: a draft or a scheduled post stays hidden.
  return 'Visitors can see it on the site. Saved changes appear at once.';
}

type EditorHeaderProps = {
  post: EditablePost;
  /** The status now (a scheduled post that has gone live is published). */
  status: PostStatus;
  headingId: string;
  headingLevel: 1 | 2;
  /** The admin editor shows the status, Preview and History; the inline editor does not. */
  publishing: boolean;
  onHistory: () => void;
  onReload: () => void;
  reloading: boolean;
  dirty: boolean;
  /** What the app adds for the post, under its status (Send as newsletter). */
  tools?: ReactNode;
};

export function EditorHeader(props: EditorHeaderProps) {
  const { post, status, headingId, headingLevel, publishing, onHistory, onReload, reloading, dirty, tools } = props;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const visible = status === 'published';

  return (
    // Beside the heading only on the widest screens: in the admin editor's column the tools squeezed the title.
    <div className="flex flex-col gap-3 2xl:flex-row 2xl:items-start 2xl:justify-between">
      <div className="min-w-0">
        <Heading id={headingId} className="text-2xl font-bold tracking-tight text-navy-900">
          Edit post
        </Heading>
        <p className="mt-1 text-sm break-words text-slate-600">
          <span className="font-medium text-slate-800">{post.title}</span> ·{' '}
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        {publishing ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="post-status">
            <StatusBadge status={status} />
            <span>{statusMeaning(status, post)}</span>
          </p>
        ) : null}
        {tools ? <div className="mt-3 flex flex-wrap gap-2">{tools}</div> : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {visible || !publishing ? (
          <NewTabTool href={paths.blogPost.getHref(post.slug)} tooltip="View this post on the site (new tab)">
            View post
          </NewTabTool>
        ) : (
          <NewTabTool
            href={paths.adminPreview.getHref(post.slug)}
            tooltip={dirty ? 'Shows the last saved version: save first to see your changes' : 'See the post as visitors will (new tab)'}
          >
            Preview
          </NewTabTool>
        )}
        {publishing ? (
          <WithTooltip label="See and restore earlier versions">
            <Button variant="outline" size="sm" onClick={onHistory}>
              <HistoryIcon className="size-5" />
              History
            </Button>
          </WithTooltip>
        ) : null}
        <WithTooltip label={dirty ? 'Discard your changes and load the post as last saved' : 'Load the post as last saved, by you or anyone else'}>
          <Button variant="outline" size="sm" onClick={onReload} disabled={reloading}>
            <RefreshIcon className="size-5" />
            {LOAD_LATEST}
          </Button>
        </WithTooltip>
      </div>
    </div>
  );
}
