// The token of this tab's quote intake: given by the quote form's send (`intake: true`) or by a resume, kept in
// sessionStorage (`intake-token`, so a reload keeps the visitor's place and another tab does not share it) and sent
// as `Authorization: Intake <token>`.
export const INTAKE_TOKEN_KEY = 'intake-token';

/** The token when sessionStorage refused it (private mode): the steps still work until the page is left. */
let memoryToken: string | null = null;

export function intakeToken(): string | null {
  try {
    return sessionStorage.getItem(INTAKE_TOKEN_KEY) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

export function keepIntakeToken(token: string) {
  memoryToken = token;
  try {
    sessionStorage.setItem(INTAKE_TOKEN_KEY, token);
  } catch {
    // Kept in memory only.
  }
}

/** The header that addresses the intake, or none without a token. */
export function intakeAuthorization(): Record<string, string> {
  const token = intakeToken();
  return token ? { Authorization: `Intake ${token}` } : {};
}

/** Forget the token once the intake is sent: the tab's next quote starts afresh. */
export function forgetIntakeToken() {
  memoryToken = null;
  try {
    sessionStorage.removeItem(INTAKE_TOKEN_KEY);
  } catch {
    // Nothing was kept there.
  }
}
