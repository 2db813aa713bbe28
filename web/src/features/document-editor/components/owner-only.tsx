// A part of a document only an owner may change (the schema's `x-owner-only`), as staff see it: its fields
// disabled, with why. The service refuses a change to it from anyone else (403), whatever a form sends.
import type { ReactNode } from 'react';

export const OWNER_ONLY_NOTE =
  'Only an owner can change this: it decides what the site loads from other sites, or how staff and their texts are checked.';

export function OwnerOnly({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled className="min-w-0 space-y-1.5 rounded-md border border-dashed border-slate-300 p-3">
      {children}
      <p className="text-sm text-slate-600">{OWNER_ONLY_NOTE}</p>
    </fieldset>
  );
}
