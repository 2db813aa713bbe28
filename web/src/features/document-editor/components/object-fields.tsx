// An object's fields, each drawn by its own widget in the model's order; and an object as a fieldset of them. A
// field only an owner may change is drawn in the document's "Advanced" section instead (document-sections.tsx).
import { FieldGroup } from '@/features/document-editor/components/field-group';
import { SchemaField } from '@/features/document-editor/components/schema-field';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { labelOf, resolve } from '@/features/document-editor/lib/schema-nodes';
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import type { SchemaNode, ValuePath } from '@/features/document-editor/types';

export function ObjectFields({ node, path }: { node: SchemaNode; path: ValuePath }) {
  const { schema } = useDocumentForm();
  const shape = resolve(schema, node);
  return (
    <>
      {Object.entries(shape.properties ?? {})
        .filter(([, child]) => !child['x-owner-only'])
        .map(([key, child]) => (
          <SchemaField key={key} node={child} path={[...path, key]} label={labelOf(child, key)} />
        ))}
    </>
  );
}

export function ObjectFieldset(props: FieldProps) {
  const { id, help, error } = useField(props);
  return (
    <FieldGroup id={id} label={props.label} help={help} error={error}>
      <ObjectFields node={props.node} path={props.path} />
    </FieldGroup>
  );
}
