// The post image: Image URL field (the address as stored: a /media/ path or an https:// address, never this site's
// host), a refused address's reason under it, its description (alt text), a preview with a cache-busting stamp
// that hides itself when it fails to load, and the upload (image types only; 'Uploading image...'; red text on
// error).
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { WithTooltip } from '@/components/ui/tooltip';
import { ImageUpload } from '@/features/post-editor/components/image-upload';
import { previewableImageUrl } from '@/features/post-editor/lib/post-form';
import { withCacheBuster } from '@/lib/image-url';

/** Typing pauses this long before the preview follows the field. */
export const PREVIEW_DELAY_MS = 300;

function useImagePreview(value: string) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const url = previewableImageUrl(value);
    const timer = setTimeout(() => setPreview(url ? withCacheBuster(url, Date.now()) : null), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return preview;
}

type ImageFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Leaving the address field: the editor checks the address then. */
  onBlur: () => void;
  /** Why the address would be refused, in plain words. */
  error: string | undefined;
  inputId: string;
  csrfToken: string;
  onUploadingChange: (uploading: boolean) => void;
  /** The image's description (alt text): its field, and why it would be refused. */
  alt: { value: string; onChange: (value: string) => void; error: string | undefined; inputId: string };
};

export function ImageField({ value, onChange, onBlur, error, inputId, csrfToken, onUploadingChange, alt }: ImageFieldProps) {
  const id = useId();
  const preview = useImagePreview(value);
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const showPreview = preview !== null && preview !== failedPreview;

  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Image</legend>
      <ImageUrlInput value={value} onChange={onChange} onBlur={onBlur} error={error} inputId={inputId} />
      <ImageAltInput {...alt} />

      {showPreview ? (
        <img
          src={preview}
          alt="Preview of the post image"
          data-testid="image-preview"
          className="max-h-56 w-auto max-w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
          onError={() => setFailedPreview(preview)}
        />
      ) : null}

      <ImageUpload fileId={`${id}-file`} onUploaded={onChange} csrfToken={csrfToken} onUploadingChange={onUploadingChange} />
    </fieldset>
  );
}

/** The Image URL field, with Remove image, its hint and why an address would be refused. */
function ImageUrlInput({ value, onChange, onBlur, error, inputId: urlId }: Omit<ImageFieldProps, 'csrfToken' | 'onUploadingChange' | 'alt'>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={urlId}>Image URL</Label>
      <div className="flex gap-2">
        <Input
          id={urlId}
          inputMode="url"
          spellCheck={false}
          placeholder="/media/uploads/photo.webp"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${urlId}-hint${error ? ` ${urlId}-error` : ''}`}
        />
        {value ? (
          <WithTooltip label="Remove the image from this post">
            <Button variant="outline" className="shrink-0" onClick={() => onChange('')}>
              <CloseIcon className="size-5" />
              Remove image
            </Button>
          </WithTooltip>
        ) : null}
      </div>
      <p id={`${urlId}-hint`} className="text-sm text-slate-600">
        An image of this site (/media/…, as an upload fills in) or an https:// address; leave it empty for no
        image.
      </p>
      {error ? (
        <p id={`${urlId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Image description (alt text)": what the picture shows, read to people who cannot see it and shown if it fails. */
function ImageAltInput({ value, onChange, error, inputId }: ImageFieldProps['alt']) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>Image description (alt text)</Label>
      <Input
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
      />
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        Say what the picture shows, for visitors who use a screen reader and for sharing on social media, like
        “A flooded street in Milford after the storm”. Leave it empty only when the picture adds nothing to the text.
      </p>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
