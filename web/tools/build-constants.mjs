// Values the build writes into the code (rollup's replace, vitest's define), read from the service's own files so
// that each is kept once: the form token's marker (service/requests/form_rules.json), which a small form renders on
// the server without loading the request forms' rules in the browser.
import { readFileSync } from 'node:fs';

const rules = JSON.parse(readFileSync(new URL('../../service/requests/form_rules.json', import.meta.url), 'utf8'));

export const BUILD_CONSTANTS = { __FORM_TOKEN_MARKER__: JSON.stringify(rules.formToken.marker) };
