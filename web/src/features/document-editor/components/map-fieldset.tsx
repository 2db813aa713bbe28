// An object keyed by name (service details by 'category/slug'): a fieldset with one part per stored key.
import { FieldGroup } from '@/features/document-editor/components/field-group';
import { SchemaField } from '@/features/document-editor/components/schema-field';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { nonNullBranch, resolve } from '@/features/document-editor/lib/schema-nodes';

export function MapFieldset(props: FieldProps) {
  const { form, id, value, help, error } = useField(props);
  const entries = resolve(form.schema, nonNullBranch(props.node) ?? props.node).additionalProperties;
  const node = typeof entries === 'object' ? entries : {};
  const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  return (
    <FieldGroup id={id} label={props.label} help={help} error={error}>
      {keys.map((key) => (
        <SchemaField key={key} node={node} path={[...props.path, key]} label={key} />
      ))}
    </FieldGroup>
  );
}
