// A request form's answers as the service reads a form post (one text per field, every checked box), their
// problems, and the problems still shown once the visitor edits.
import { LIST_FIELDS } from '@/config/request-kinds';
import { serviceToday, validateRequest, type FieldErrors, type RequestValues } from '@/features/forms/lib/validate-request';

export function formValues(form: HTMLFormElement): RequestValues {
  const data = new FormData(form);
  const values: RequestValues = {};
  for (const name of new Set(data.keys())) {
    values[name] = LIST_FIELDS.has(name) ? data.getAll(name).map(String) : String(data.get(name) ?? '');
  }
  return values;
}

/**
 * The form's answers and what the service would refuse in them. `insurers` are the companies a policy change may
 * name; while they are unknown the chosen one is taken (the list offers nothing else).
 */
export function checkForm(
  form: HTMLFormElement,
  insurers: readonly string[] | undefined,
): { values: RequestValues; problems: FieldErrors } {
  const values = formValues(form);
  const known = insurers ?? (typeof values.insurer === 'string' ? [values.insurer] : []);
  return { values, problems: validateRequest(values, known, serviceToday()) };
}

/**
 * The shown problems that are still there after an edit, with their current wording; none is added while the
 * visitor types (those wait for the next Send). The same object when nothing changed.
 */
export function recheckShownProblems(
  shown: FieldErrors,
  form: HTMLFormElement,
  insurers: readonly string[] | undefined,
): FieldErrors {
  const names = Object.keys(shown);
  if (!names.length) return shown;
  const { problems } = checkForm(form, insurers);
  const still: FieldErrors = {};
  for (const name of names) if (problems[name]) still[name] = problems[name];
  const same = names.length === Object.keys(still).length && names.every((name) => still[name] === shown[name]);
  return same ? shown : still;
}
