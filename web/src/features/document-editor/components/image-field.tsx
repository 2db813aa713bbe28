// An image (the `image` widget): its address (/media/…) in a field, a preview, and the posts' image upload, lent by
// the app, which fills the address in; an optional image left empty is stored as null.
import { useCallback, useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { describedBy, FieldHelp, FieldProblem } from '@/features/document-editor/components/field-frame';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { Label } from '@/components/ui/label';

export function ImageField(props: FieldProps) {
  const { form, id, value, setValue, help, error, nullable } = useField(props);
  const address = typeof value === 'string' ? value : '';
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const { ImageUpload } = form.widgets;
  const { onUploadingChange } = form;
  const reportUploading = useCallback((busy: boolean) => onUploadingChange(id, busy), [onUploadingChange, id]);
  // A field taken away mid-upload (its list item removed, or moved to another id) holds up Save no longer.
  useEffect(() => () => onUploadingChange(id, false), [onUploadingChange, id]);
  return (
    <fieldset id={`${id}-group`} className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{props.label}</legend>
      <div className="space-y-1.5">
        <Label htmlFor={id}>Image address</Label>
        <Input
          id={id}
          inputMode="url"
          spellCheck={false}
          placeholder="/media/image.jpg"
          value={address}
          onChange={(event) => setValue(event.target.value === '' && nullable ? null : event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
        />
        <FieldHelp id={id} help={help} />
        <FieldProblem id={id} error={error} />
      </div>
      {address.startsWith('/media/') && address !== brokenPreview ? (
        <img
          src={address}
          alt={`Preview of ${props.label}`}
          className="max-h-40 w-auto max-w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
          onError={() => setBrokenPreview(address)}
        />
      ) : null}
      <ImageUpload
        fileId={`${id}-file`}
        onUploaded={(url) => setValue(url)}
        csrfToken={form.csrfToken}
        onUploadingChange={reportUploading}
      />
    </fieldset>
  );
}
