// The post's address (/blog/<slug>): made from the title for a new post (until staff type their own), freely
// editable while the post is a draft or scheduled, and changed on purpose for a published post, with the plain
// warning that the old address will forward visitors to the new one.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { FieldError } from '@/features/post-editor/components/field-error';
import { addressHint, type AddressMode } from '@/features/post-editor/lib/address-hint';

type AddressFieldProps = {
  inputId: string;
  mode: AddressMode;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The saved address (for a saved post). */
  savedSlug?: string;
  /** New post: the address follows the title (staff have not typed one). */
  followsTitle?: boolean;
  /** Unpublished post: replace the address with the one made from the current title. */
  onUseTitle?: () => void;
  usingTitle?: boolean;
};

/** Where posts live (the route table's blogPost with no slug yet: "/blog/"). */
const PREFIX = paths.blogPost.getHref('');

export function AddressField(props: AddressFieldProps) {
  const { inputId, mode, value, onChange, error, savedSlug = '', followsTitle, onUseTitle, usingTitle } = props;
  const [changing, setChanging] = useState(false);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  if (mode === 'published' && !changing && value === savedSlug) {
    return <PublishedAddress savedSlug={savedSlug} onChange={() => setChanging(true)} errorId={errorId} error={error} />;
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>Address</Label>
      <div className="flex min-w-0 items-stretch">
        <span
          aria-hidden="true"
          className="flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-600"
        >
          {PREFIX}
        </span>
        <Input
          id={inputId}
          value={value}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          // Opened with "Change address": the field the button revealed takes the focus.
          autoFocus={mode === 'published'}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          className="min-w-0 rounded-l-none"
        />
      </div>
      {mode === 'published' ? (
        <ForwardingNote
          hintId={hintId}
          savedSlug={savedSlug}
          onKeep={() => {
            onChange(savedSlug);
            setChanging(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p id={hintId} className="text-sm text-slate-600">
            {addressHint(mode, followsTitle)}
          </p>
          {onUseTitle ? (
            <Button variant="ghost" size="sm" className="h-8 px-2 text-teal-800 underline" onClick={onUseTitle} disabled={usingTitle}>
              Make it from the title
            </Button>
          ) : null}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type PublishedAddressProps = { savedSlug: string; onChange: () => void; errorId: string; error: string | undefined };

/** A published post's address, shown rather than editable until staff choose to change it. */
function PublishedAddress({ savedSlug, onChange, errorId, error }: PublishedAddressProps) {
  return (
    <div className="space-y-1.5">
      <dl>
        <dt className="text-sm font-semibold text-navy-900">Address</dt>
        <dd className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2">
          <code className="rounded bg-slate-100 px-2 py-1 text-sm break-all text-slate-800">
            {PREFIX}
            {savedSlug}
          </code>
          <Button variant="outline" size="sm" onClick={onChange}>
            Change address
          </Button>
        </dd>
      </dl>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Changing a published post's address: the old one forwards, and staff may keep it after all. */
function ForwardingNote({ hintId, savedSlug, onKeep }: { hintId: string; savedSlug: string; onKeep: () => void }) {
  return (
    <div id={hintId} role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        The old address <code className="break-all">{PREFIX + savedSlug}</code> will forward visitors and search
        engines to the new one, so links to it keep working.
      </p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onKeep}>
        Keep the current address
      </Button>
    </div>
  );
}
