// The form token's marker alone, from the service's rules (service/requests/form_rules.json): what a server-rendered
// form carries until the service writes a fresh token over it. Its own module so that a small form (the newsletter's,
// in the footer of every page) reads this one value without the request forms' rules.
// eslint-disable-next-line no-restricted-imports -- the service's rules file, outside web/src
import { formToken } from '../../../service/requests/form_rules.json';

export const FORM_TOKEN_MARKER: string = formToken.marker;
