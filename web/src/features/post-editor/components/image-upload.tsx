// Uploading the post image: a file input for image types, 'Uploading image...' while it runs, the reason in red
// when it fails (and in a toast), and the Image URL filled in when it is stored.
import { useEffect, useState, type ChangeEvent } from 'react';
import { Label } from '@/components/ui/label';
import { useUploadLimit } from '@/features/post-editor/api/get-upload-limit';
import { useUploadImage } from '@/features/post-editor/api/upload-image';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { IMAGE_ACCEPT, IMAGE_KINDS } from '@/lib/image-types';
import { toast } from '@/lib/use-toast';

type ImageUploadProps = {
  /** The file input's id; its status line is `${fileId}-status`. */
  fileId: string;
  /** The stored image's address, once uploaded. */
  onUploaded: (imageUrl: string) => void;
  csrfToken: string;
  onUploadingChange: (uploading: boolean) => void;
};

function useImageUpload({ onUploaded, csrfToken, onUploadingChange }: Omit<ImageUploadProps, 'fileId'>) {
  const upload = useUploadImage();
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => {
    onUploadingChange(upload.isPending);
  }, [upload.isPending, onUploadingChange]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    upload.mutate(
      { file, csrfToken },
      {
        onSuccess: (imageUrl) => {
          onUploaded(imageUrl);
          toast({ title: 'Success', description: 'Image uploaded successfully' });
        },
        onError: (error) => {
          const message = failureMessage(error);
          setUploadError(message);
          toast({ variant: 'destructive', title: 'Error', description: message });
        },
        onSettled: () => {
          // Let the same file be chosen again.
          input.value = '';
        },
      },
    );
  };

  return { uploading: upload.isPending, uploadError, chooseFile };
}

/** A byte count as the hint says it: "10 MB", "1.5 MB", "256 KB" (binary units, as the service counts them). */
export function uploadSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function ImageUpload({ fileId, ...props }: ImageUploadProps) {
  const { uploading, uploadError, chooseFile } = useImageUpload(props);
  // The service's own limit (AGENCY_MAX_UPLOAD_BYTES), which the session states.
  const maxBytes = useUploadLimit().data;
  const uploadLimit = maxBytes ? uploadSize(maxBytes) : null;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={fileId}>Upload an image</Label>
      <input
        id={fileId}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={uploading}
        onChange={chooseFile}
        aria-describedby={`${fileId}-status`}
        className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-navy-800 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <div id={`${fileId}-status`} aria-live="polite" className="text-sm">
        {uploading ? <p className="font-medium text-navy-800">Uploading image...</p> : null}
        {uploadError ? <p className="font-medium text-red-700">{uploadError}</p> : null}
        {!uploading && !uploadError ? (
          <p className="text-slate-600">
            {IMAGE_KINDS}
            {uploadLimit ? `, up to ${uploadLimit}` : ''}. The Image URL is filled in for you.
          </p>
        ) : null}
      </div>
    </div>
  );
}
