// Which fields one version of a document changed from the one before: the places whose values differ, as deep as
// both versions have the same shape (a list that grew or shrank is one change of the list).
import type { JsonValue, ValuePath } from '@/features/document-editor/types';

const same = (a: JsonValue | undefined, b: JsonValue | undefined) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function changedPaths(before: JsonValue | undefined, after: JsonValue | undefined, path: ValuePath = []): ValuePath[] {
  if (same(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item, index) => changedPaths(before[index], item, [...path, index]));
  }
  return [path];
}
