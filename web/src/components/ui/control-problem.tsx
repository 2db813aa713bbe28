// ControlProblem: a staff control's refusal by the service, shown and read out under the control, which is marked
// invalid and described by it (FieldProblem is a form field's own check, shown as the form is sent).

/** The control's aria-invalid and aria-describedby while it has a problem (none without). */
export function problemAria(id: string, problem: string | null | undefined) {
  return { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined };
}

/** The problem of the control with this id, under it; nothing when there is none. */
export function ControlProblem({ id, problem }: { id: string; problem: string | null | undefined }) {
  return problem ? (
    <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800">
      {problem}
    </p>
  ) : null;
}
