// An optional group (`X | None`, a weekday's hours): a box that makes it null ("Closed"; "No <label>" when the
// model names none), and its fields while it is not; unticking brings the fields back empty.
import { CHECKBOX_CLASSES } from '@/features/document-editor/components/checkbox-field';
import { FieldGroup } from '@/features/document-editor/components/field-group';
import { ObjectFields } from '@/features/document-editor/components/object-fields';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { nonNullBranch, openedValue } from '@/features/document-editor/lib/schema-nodes';
import { Label } from '@/components/ui/label';

export function NullableFieldset(props: FieldProps) {
  const { form, id, value, setValue, help, error } = useField(props);
  const inner = nonNullBranch(props.node) ?? props.node;
  const nullLabel = props.node['x-null-label'] ?? `No ${props.label.toLowerCase()}`;
  return (
    <FieldGroup id={id} label={props.label} help={help} error={error}>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-null`}
          type="checkbox"
          className={CHECKBOX_CLASSES}
          checked={value === null}
          onChange={(event) => setValue(event.target.checked ? null : openedValue(form.schema, props.node))}
        />
        <Label htmlFor={`${id}-null`}>{nullLabel}</Label>
      </div>
      {value === null ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <ObjectFields node={inner} path={props.path} />
        </div>
      )}
    </FieldGroup>
  );
}
