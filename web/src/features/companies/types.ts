// An insurance company the agency represents, as served by GET /api/companies.
import type { NullsOptional, Schemas } from '@/lib/api-types';

/** "Customer service", "Claims", or The Hartford's "Personal lines" / "Business lines", and its number. */
export type CompanyPhone = Schemas['PhoneLine'];

/**
 * Its logo is an address under /media/logos/. Its optional fields (the self-service links, the claims line) may be
 * null or left out alike, so a new optional field asks nothing of the code that builds one without it.
 */
export type Company = NullsOptional<Schemas['Company']>;
