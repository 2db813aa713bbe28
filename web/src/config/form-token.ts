// The form token's marker alone: what a server-rendered form carries until the service writes a fresh token over it.
// The build writes it in from the service's rules (web/tools/build-constants.mjs), so that a small form (the
// newsletter's, in the footer of every page) carries this one value without loading the request forms' rules.

export const FORM_TOKEN_MARKER: string = __FORM_TOKEN_MARKER__;
