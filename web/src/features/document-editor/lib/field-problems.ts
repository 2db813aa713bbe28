// The server's refusal (422 `{errors: [{field, message}]}`, each field a dotted path) as problems by place, and
// taking the keyboard to the first one: its field, or the nearest group around it that the form draws.
import { fieldId, pathOfDotted } from '@/features/document-editor/lib/value-paths';
import type { ValuePath } from '@/features/document-editor/types';
import type { FieldError } from '@/lib/api-types';

/** Each refused place's message (two messages for one place are joined), by its dotted path. */
export function problemsByPlace(errors: readonly FieldError[]): Map<string, string> {
  const problems = new Map<string, string>();
  for (const { field, message } of errors) {
    const known = problems.get(field);
    problems.set(field, known ? `${known} ${message}` : message);
  }
  return problems;
}

/** The element drawn for `path`, or for the nearest place around it that has one. */
export function elementOfPlace(path: ValuePath): HTMLElement | null {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const element = document.getElementById(fieldId(path.slice(0, depth)));
    if (element) return element;
  }
  return null;
}

/** Focus (and scroll to) the first refused place; false when none of them is on the page. */
export function focusFirstProblem(problems: ReadonlyMap<string, string>): boolean {
  for (const dotted of problems.keys()) {
    const element = elementOfPlace(pathOfDotted(dotted));
    if (element) {
      element.scrollIntoView?.({ block: 'center' });
      element.focus({ preventScroll: true });
      return true;
    }
  }
  return false;
}

