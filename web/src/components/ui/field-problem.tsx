// A field's problem in words, right under it (the id is what the field's aria-describedby names).

/** Nothing when there is no problem. */
export function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex gap-1.5 text-sm font-medium text-red-700">
      <span aria-hidden="true" className="mt-px font-bold">
        !
      </span>
      {message}
    </p>
  );
}
