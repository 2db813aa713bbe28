// The editor's link box: asks for the address of the selected text's link (or of a new link), refuses unsafe or
// unusable addresses in plain words, and can remove a link. A small non-modal dialog under the toolbar.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LINK_ADDRESS_HELP, linkAddress } from '@/features/post-editor/lib/link-address';

type LinkBoxProps = {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
};

export function LinkBox({ initialHref, onApply, onRemove, onClose }: LinkBoxProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => box.current?.querySelector('input')?.focus(), []);

  const apply = () => {
    const result = linkAddress(value);
    if ('error' in result) setError(result.error);
    else onApply(result.href);
  };

  // The box sits inside the post's form: Enter applies the link rather than saving the post.
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div
      ref={box}
      role="dialog"
      aria-labelledby={`${id}-label`}
      onKeyDown={keyDown}
      className="space-y-2 border-b border-slate-200 bg-slate-50 p-3"
    >
      <Label id={`${id}-label`} htmlFor={`${id}-href`}>
        Link address
      </Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-href`}
          inputMode="url"
          spellCheck={false}
          placeholder="https://www.example.com"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 basis-60"
        />
        <Button size="sm" onClick={apply}>
          Apply link
        </Button>
        {onRemove ? (
          <Button size="sm" variant="outline" onClick={onRemove}>
            Remove link
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
      <p id={`${id}-hint`} aria-live="polite" className={error ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}>
        {error ?? LINK_ADDRESS_HELP}
      </p>
    </div>
  );
}
