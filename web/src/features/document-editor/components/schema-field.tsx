// One field of a document form, drawn by the widget its schema node chooses (schema-nodes.ts fieldKind).
import type { ComponentType } from 'react';
import { OwnerOnly, useInsideOwnerOnly } from '@/features/document-editor/components/owner-only';
import { CheckboxField } from '@/features/document-editor/components/checkbox-field';
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { HtmlField } from '@/features/document-editor/components/html-field';
import { ImageField } from '@/features/document-editor/components/image-field';
import { ListField } from '@/features/document-editor/components/list-field';
import { MapFieldset } from '@/features/document-editor/components/map-fieldset';
import { NullableFieldset } from '@/features/document-editor/components/nullable-fieldset';
import { NumberField } from '@/features/document-editor/components/number-field';
import { ObjectFieldset } from '@/features/document-editor/components/object-fields';
import { SelectField } from '@/features/document-editor/components/select-field';
import { SpecialDayFieldset } from '@/features/document-editor/components/special-day-fieldset';
import { TextInputField, type TextInputType } from '@/features/document-editor/components/text-input-field';
import { TextareaField } from '@/features/document-editor/components/textarea-field';
import type { FieldProps } from '@/features/document-editor/components/use-field';
import { fieldKind, type FieldKind } from '@/features/document-editor/lib/schema-nodes';

const input = (type: TextInputType) =>
  function TypedInput(props: FieldProps) {
    return <TextInputField type={type} {...props} />;
  };

function UnknownField({ label }: FieldProps) {
  return <p className="text-sm text-slate-600">{label} cannot be changed here.</p>;
}

const WIDGETS: Record<FieldKind, ComponentType<FieldProps>> = {
  text: input('text'),
  email: input('email'),
  tel: input('tel'),
  url: input('url'),
  time: input('time'),
  date: input('date'),
  textarea: TextareaField,
  html: HtmlField,
  image: ImageField,
  number: NumberField,
  checkbox: CheckboxField,
  select: SelectField,
  object: ObjectFieldset,
  map: MapFieldset,
  list: ListField,
  nullable: NullableFieldset,
  'special-day': SpecialDayFieldset,
  unknown: UnknownField,
};

export function SchemaField(props: FieldProps) {
  const { schema, owner } = useDocumentForm();
  const inside = useInsideOwnerOnly();
  const Widget = WIDGETS[fieldKind(schema, props.node)];
  if (!owner && !inside && props.node['x-owner-only']) {
    return (
      <OwnerOnly>
        <Widget {...props} />
      </OwnerOnly>
    );
  }
  return <Widget {...props} />;
}
