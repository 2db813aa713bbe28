// The form's token: the one the service wrote into the served page, else a fresh one asked for; before a request
// goes, wait until the token is old enough for the service to take it, so that a quick person is never refused.
import { FORM_TOKEN_RULES } from '@/config/request-fields';
import { getFormToken, type FormToken } from '@/features/forms/api/form-token';

/** What a server-rendered form carries until the service swaps in a real token (service/requests/desk.py). */
export const FORM_TOKEN_MARKER = FORM_TOKEN_RULES.marker;
/** Past this age a token is replaced before sending: ten minutes before the service stops taking it. */
export const TOKEN_REFRESH_AFTER_MS = (FORM_TOKEN_RULES.lifetimeSeconds - 10 * 60) * 1000;
/** Waited on top of the minimum, for the moment between the browser's clock and the service's check. */
const MARGIN_MS = 200;

type Dependencies = {
  fetchToken: () => Promise<FormToken>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
};

const browser: Dependencies = {
  fetchToken: getFormToken,
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
};

/** A token the service issued (three dot-separated parts), not the marker or an empty field. */
export function isIssuedToken(value: string | null | undefined): value is string {
  return !!value && value !== FORM_TOKEN_MARKER && value.split('.').length === 3;
}

/** When the page's HTML began to arrive (performance.now() time): a token written into it was issued before. */
export function pageResponseStart(): number {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.responseStart ?? 0;
}

export class FormTokenKeeper {
  private held: FormToken | null;
  private pending: Promise<FormToken> | null = null;
  private readonly deps: Dependencies;

  /** `rendered`: the token field's value in the served page, with when the page arrived. */
  constructor(rendered: FormToken | null, deps: Partial<Dependencies> = {}) {
    this.deps = { ...browser, ...deps };
    this.held = rendered && isIssuedToken(rendered.token) ? rendered : null;
  }

  /** Ask for a token now unless one is held, so that it has aged by the time the visitor sends. */
  prefetch(): void {
    if (!this.held) void this.fetch().catch(() => undefined);
  }

  /** A token the service will take: fetched if none is held or it is nearly expired, then aged enough. */
  async ready(minimumSeconds: number): Promise<string> {
    const { now } = this.deps;
    let current = this.held;
    if (!current || now() - current.receivedAt > TOKEN_REFRESH_AFTER_MS) current = await this.fetch();
    const wait = minimumSeconds * 1000 + MARGIN_MS - (now() - current.receivedAt);
    if (wait > 0) await this.deps.sleep(wait);
    return current.token;
  }

  /** Drop the held token (the service took or refused it; it takes each once): the next request asks for a fresh one. */
  forget(): void {
    this.held = null;
  }

  private fetch(): Promise<FormToken> {
    this.pending ??= this.deps
      .fetchToken()
      .then((token) => {
        this.held = token;
        return token;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}
