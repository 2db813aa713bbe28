// HoneypotField: the field people never see or reach, in every public form; only a robot fills it in, and the service
// then keeps nothing of what it sent.
import { useId } from 'react';

export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
