// A part of a document only an owner may change (the schema's `x-owner-only`), as staff see it: its fields
// disabled, with why. The service refuses a change to it from anyone else (403), whatever a form sends.
import { createContext, useContext, type ReactNode } from 'react';

export const OWNER_ONLY_NOTE =
  'Only an owner can change this: it decides what the site loads from other sites, or how staff and their texts are checked.';

const InsideOwnerOnly = createContext(false);

/** Whether a field is drawn inside a part already read-only for this reason (no second note for it). */
export const useInsideOwnerOnly = () => useContext(InsideOwnerOnly);

export function OwnerOnly({ children, note = true }: { children: ReactNode; note?: boolean }) {
  return (
    <fieldset disabled className="min-w-0 space-y-1.5 rounded-md border border-dashed border-slate-300 p-3">
      <InsideOwnerOnly.Provider value={true}>{children}</InsideOwnerOnly.Provider>
      {note ? <p className="text-sm text-slate-600">{OWNER_ONLY_NOTE}</p> : null}
    </fieldset>
  );
}
