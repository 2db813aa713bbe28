// The marker the build writes in is the service's, as the request forms read it from the same rules.
import { expect, it } from 'vitest';
import { FORM_TOKEN_MARKER } from '@/config/form-token';
import { FORM_TOKEN_RULES } from '@/config/request-fields';

it('is the marker of the service’s form rules', () => {
  expect(FORM_TOKEN_MARKER).toBe(FORM_TOKEN_RULES.marker);
  expect(FORM_TOKEN_MARKER).toMatch(/^__\w+__$/);
});
