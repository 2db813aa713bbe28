// Where the booking form gets the request forms' signed form token (the service checks it as for any request): given
// by the app (app/routes/booking-token.tsx), which composes the forms feature's keeper with the service's settings.
import { createContext, useContext } from 'react';

export type FormTokenSource = {
  /** Ask for a token as the form opens, so that it has aged by the time the visitor books. */
  prefetch: () => void;
  /** A token the service will take now (waited for until it is old enough). */
  ready: () => Promise<string>;
  /** The service took or refused the token: the next booking asks for a fresh one. */
  forget: () => void;
};

export const FormTokenSourceContext = createContext<FormTokenSource | null>(null);

export function useFormTokenSource(): FormTokenSource {
  const source = useContext(FormTokenSourceContext);
  if (!source) throw new Error('The booking form needs a FormTokenSourceContext provider (app/routes/booking-token.tsx).');
  return source;
}
