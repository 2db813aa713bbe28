// Formatted text (the `html` widget): the posts' rich text editor, lent by the app, labelled by the field's label;
// its HTML is cleaned by the server under the posts' one HTML policy.
import { useMemo, useState } from 'react';
import { usePlaceholderValues } from '@/features/document-editor/components/chip-text';
import { describedBy, FieldHelp, FieldProblem } from '@/features/document-editor/components/field-frame';
import { chipText, KNOWN_PLACEHOLDERS } from '@/features/document-editor/lib/placeholders';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

export function HtmlField(props: FieldProps) {
  const { form, id, value, setValue, help, error } = useField(props);
  // The editor starts from the loaded text once; "back to what was loaded" (null) puts that text back.
  const [initial] = useState(() => (typeof value === 'string' ? value : ''));
  const { RichText } = form.widgets;
  const values = usePlaceholderValues();
  const chips = useMemo(
    () => Object.fromEntries([...KNOWN_PLACEHOLDERS].map((name) => [name, chipText(name, values)])),
    [values],
  );
  return (
    // Focused when a save names this field: the editor inside takes the keyboard from here.
    <div id={id} tabIndex={-1} className="min-w-0 space-y-1.5 outline-none">
      <p id={`${id}-label`} className="text-sm font-semibold text-navy-900">
        {props.label}
      </p>
      <RichText
        labelId={`${id}-label`}
        describedBy={describedBy(id, help, error) ?? ''}
        invalid={!!error}
        minHeight="12rem"
        initialContent={initial}
        onChange={(html) => setValue(html ?? initial)}
        csrfToken={form.csrfToken}
        chips={chips}
      />
      <FieldHelp id={id} help={help} />
      <FieldProblem id={id} error={error} />
    </div>
  );
}
