// useSettled(value): a value once typing has paused (CHECK_DELAY_MS), compared by its JSON so that an equal
// value made afresh on each render does not start the wait again; and whether the value has moved on since.
import { useMemo } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Typing pauses this long before the text is checked again. */
export const CHECK_DELAY_MS = 600;

export function useSettled<T>(value: T): { settled: T; moving: boolean } {
  const json = JSON.stringify(value);
  const settledJson = useDebouncedValue(json, CHECK_DELAY_MS);
  const settled = useMemo(() => JSON.parse(settledJson) as T, [settledJson]);
  return { settled, moving: settledJson !== json };
}
