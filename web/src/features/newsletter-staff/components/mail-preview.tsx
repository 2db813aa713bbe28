// The mail as subscribers will get it: the HTML part with its colours and spacing (lib/show-mail: inert, in a shadow
// root) or the plain-text part, chosen by two tabs (arrow keys move between them).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { showMail } from '@/features/newsletter-staff/lib/show-mail';
import type { NewsletterPreview } from '@/features/newsletter-staff/types';
import { cn } from '@/lib/cn';
import type { UseQueryResult } from '@tanstack/react-query';

const TABS = [
  { id: 'html', label: 'E-mail' },
  { id: 'text', label: 'Plain text' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export function MailPreview({ preview }: { preview: UseQueryResult<NewsletterPreview> }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('html');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'html' ? 1 : 0;
    setTab(TABS[next]!.id);
    tabs.current[next]?.focus();
  };
  return (
    <div className="space-y-2">
      <div role="tablist" aria-label="Preview" className="inline-flex gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1" onKeyDown={onKey}>
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-600',
              tab === item.id ? 'bg-white text-navy-900 shadow-sm' : 'text-slate-700 hover:bg-white',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="rounded-lg border border-slate-200 bg-white">
        <PreviewBody preview={preview} tab={tab} />
      </div>
    </div>
  );
}

function PreviewBody({ preview, tab }: { preview: UseQueryResult<NewsletterPreview>; tab: Tab }) {
  if (preview.isPending) return <LoadingStatus className="py-10 text-center" />;
  if (preview.isError) {
    return (
      <LoadFailure className="m-3 p-4" onRetry={() => void preview.refetch()}>
        The preview could not be made.
      </LoadFailure>
    );
  }
  if (tab === 'text') {
    return (
      <pre tabIndex={0} aria-label="Plain-text part" className="max-h-96 overflow-auto p-4 font-mono text-sm break-words whitespace-pre-wrap text-slate-900">
        {preview.data.text}
      </pre>
    );
  }
  return <MailBody html={preview.data.html} />;
}

function MailBody({ html }: { html: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (host.current) showMail(host.current, html);
  }, [html]);
  return (
    <div
      ref={host}
      role="document"
      tabIndex={0}
      aria-label="The e-mail as subscribers will see it"
      data-testid="mail-preview"
      className="max-h-96 overflow-auto rounded-lg"
    />
  );
}
