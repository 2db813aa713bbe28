// useField(): what a field's widget needs from its form: its id, value and setter, its help line and problem, and
// whether it may be empty (an optional field, stored as null).
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { acceptsNull } from '@/features/document-editor/lib/schema-nodes';
import { fieldId, valueAt } from '@/features/document-editor/lib/value-paths';
import type { JsonValue, SchemaNode, ValuePath } from '@/features/document-editor/types';

/** Every widget's props: the schema node of its field, where its value is, and its label. */
export type FieldProps = { node: SchemaNode; path: ValuePath; label: string };

export function useField({ node, path }: Pick<FieldProps, 'node' | 'path'>) {
  const form = useDocumentForm();
  const id = fieldId(path);
  const error = form.errorAt(path);
  return {
    form,
    id,
    value: valueAt(form.value, path) ?? null,
    setValue: (next: JsonValue | undefined) => form.setAt(path, next),
    help: node.description,
    error,
    nullable: acceptsNull(node),
  };
}
