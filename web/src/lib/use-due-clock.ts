// useDueClock(times): the current time, read again the moment each of the given times (UTC ISO) passes, so that a
// scheduled post turns Published on the staff screens when it goes live.
import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a later time is waited for in steps. */
const LONGEST_WAIT = 2 ** 31 - 1;

export function useDueClock(times: readonly (string | null | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = times
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => !Number.isNaN(time) && time > now)
    .reduce((soonest, time) => Math.min(soonest, time), Number.POSITIVE_INFINITY);

  useEffect(() => {
    if (next === Number.POSITIVE_INFINITY) return;
    // A little after the time itself, so that the time has surely passed when the clock is read.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0) + 20, LONGEST_WAIT));
    return () => clearTimeout(timer);
  }, [next]);

  return now;
}
