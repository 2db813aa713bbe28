// A paragraph of plain text: a box of several lines (the `textarea` widget); placeholders in it show as chips
// until it is edited.
import { Textarea } from '@/components/ui/textarea';
import { PlainTextField } from '@/features/document-editor/components/plain-text-field';
import type { FieldProps } from '@/features/document-editor/components/use-field';

export function TextareaField(props: FieldProps) {
  return <PlainTextField {...props}>{(control) => <Textarea {...control} rows={4} />}</PlainTextField>;
}
