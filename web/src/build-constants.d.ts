// Values the build writes into the code (web/tools/build-constants.mjs).

/** The form token's marker (service/requests/form_rules.json's formToken.marker). */
declare const __FORM_TOKEN_MARKER__: string;
