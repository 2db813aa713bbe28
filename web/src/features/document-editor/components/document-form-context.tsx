// What every field of a document form reads: the schema (for `$ref`s), the value being edited, how to change one
// place of it, the problem the server found at a place, and the two rich widgets the app lends (the posts' rich
// text editor and image upload, which live in the post editor's feature).
import { createContext, useContext, type ComponentType } from 'react';
import type { DocumentSchema, JsonValue, ValuePath } from '@/features/document-editor/types';
import type { Acknowledgement, Finding } from '@/lib/api-types';

/** The posts' rich text field, as features/post-editor/components/rich-text-field.tsx takes it. */
export type RichTextProps = {
  labelId: string;
  describedBy: string;
  invalid: boolean;
  minHeight: string;
  initialContent: string;
  /** The canonical HTML after each change, or null when it is back to what was loaded. */
  onChange: (html: string | null) => void;
  /** Lets pictures be uploaded into the text. */
  csrfToken?: string;
  /** Placeholders the text may name, with the words of their chips ("years in business: 28"). */
  chips?: Record<string, string>;
};

/** The posts' image upload, as features/post-editor/components/image-upload.tsx takes it. */
export type ImageUploadProps = {
  fileId: string;
  onUploaded: (imageUrl: string) => void;
  csrfToken: string;
  onUploadingChange: (uploading: boolean) => void;
};

/** The wording review's checklist, as features/wording-review/components/document-checklist.tsx takes it. */
export type DocumentChecklistProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The words of the button that goes on with the refused write: "Save", "Restore". */
  action: string;
  /** The findings a refused save or restore named (409): each to review before it goes on. */
  refused: readonly Finding[];
  onConfirm: (acknowledge: Acknowledgement[]) => void;
};

/** The wording review the app lends (features/wording-review): findings as staff type, the checklist after a 409. */
export type DocumentReviewWidgets = {
  Findings: ComponentType<{ name: string; data: unknown; csrfToken: string }>;
  Checklist: ComponentType<DocumentChecklistProps>;
};

export type DocumentWidgets = {
  RichText: ComponentType<RichTextProps>;
  ImageUpload: ComponentType<ImageUploadProps>;
  review?: DocumentReviewWidgets;
};

export type DocumentFormContextValue = {
  schema: DocumentSchema;
  value: JsonValue;
  /** Put `value` at `path` (undefined takes an optional key away). */
  setAt: (path: ValuePath, value: JsonValue | undefined) => void;
  /** The server's problem with the value at exactly `path`. */
  errorAt: (path: ValuePath) => string | undefined;
  /** The places the server found a problem at, dotted (an item's line says it needs a fix). */
  problemPlaces: readonly string[];
  /** The document's name and what staff call it (the address of its places, the way back from an item). */
  name: string;
  title: string;
  widgets: DocumentWidgets;
  csrfToken: string;
  /** Whether the signed-in member is an owner: the fields marked `x-owner-only` are drawn read-only otherwise. */
  owner: boolean;
  /** Whether the image field `fieldId` is uploading: Save waits until none is. */
  onUploadingChange: (fieldId: string, uploading: boolean) => void;
};

const DocumentFormContext = createContext<DocumentFormContextValue | null>(null);

export const DocumentFormProvider = DocumentFormContext.Provider;

export function useDocumentForm(): DocumentFormContextValue {
  const form = useContext(DocumentFormContext);
  if (!form) throw new Error('A document field is drawn outside its form');
  return form;
}
