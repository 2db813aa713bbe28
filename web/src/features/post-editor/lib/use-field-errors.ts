// The form's field problems: set all at once (the first one gets the focus), cleared one by one as staff fix them.
import { useCallback, useState } from 'react';
import type { FieldErrors, PostField } from '@/features/post-editor/lib/post-checks';

export const FIELD_ORDER: PostField[] = ['title', 'slug', 'excerpt', 'content', 'imageUrl', 'date'];

/** Clicking the Content label puts the cursor in the body (the region the label names). */
export function focusBody(labelId: string) {
  document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus();
}

/** `fieldId(name)` is the id of a field's control; the body's is its label's (`fieldId('content-label')`). */
export function useFieldErrors(fieldId: (name: string) => string) {
  const [errors, setErrors] = useState<FieldErrors>({});

  const show = useCallback(
    (found: FieldErrors) => {
      setErrors(found);
      const first = FIELD_ORDER.find((name) => found[name]);
      if (first === 'content') focusBody(fieldId('content-label'));
      else if (first) document.getElementById(fieldId(first))?.focus();
    },
    [fieldId],
  );
  const clear = useCallback((name: PostField) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);
  const set = useCallback((name: PostField, message: string | null) => {
    setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  }, []);

  return { errors, show, clear, set, reset: () => setErrors({}) };
}
