// Reading and changing one place in a document without changing the rest (each change a new value, for React),
// and the names of a place: the API's dotted field path (`hours.saturday.opens`, `agents.2.email`) and an element id.
import type { JsonValue, ValuePath } from '@/features/document-editor/types';

type Container = JsonValue[] | { [key: string]: JsonValue };

const isContainer = (value: JsonValue | undefined): value is Container => typeof value === 'object' && value !== null;

/** The value at `path`, or undefined when nothing is there. */
export function valueAt(root: JsonValue, path: ValuePath): JsonValue | undefined {
  let here: JsonValue | undefined = root;
  for (const step of path) {
    if (!isContainer(here)) return undefined;
    here = Array.isArray(here) ? here[Number(step)] : here[String(step)];
  }
  return here;
}

/** `root` with `value` at `path` (undefined takes a key away); every container on the way copied. */
export function withValueAt(root: JsonValue, path: ValuePath, value: JsonValue | undefined): JsonValue {
  if (path.length === 0) return value ?? null;
  const [step = '', ...rest] = path;
  const here: Container = isContainer(root) ? root : typeof step === 'number' ? [] : {};
  const next = rest.length ? withValueAt(valueAt(here, [step]) ?? null, rest, value) : value;
  if (Array.isArray(here)) {
    const copy = [...here];
    copy[Number(step)] = next ?? null;
    return copy;
  }
  const copy = { ...here };
  if (next === undefined) delete copy[String(step)];
  else copy[String(step)] = next;
  return copy;
}

/** A copy of `list` with its item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  copy.splice(to, 0, ...copy.splice(from, 1));
  return copy;
}

/** The API's name of a place: its steps joined by dots ('' for the whole document). */
export const dottedPath = (path: ValuePath) => path.join('.');

/** The API's dotted name read back into steps (list positions as numbers). */
export const pathOfDotted = (dotted: string): ValuePath =>
  dotted === '' ? [] : dotted.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));

/** The element id of the field at `path`, unique in the form. */
export const fieldId = (path: ValuePath) => `doc-field${path.map((step) => `-${String(step).replace(/[^\w-]/g, '_')}`).join('')}`;
