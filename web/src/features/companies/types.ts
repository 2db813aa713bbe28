// An insurance company the agency represents, as served by GET /api/companies.
import type { Schemas } from '@/lib/api-types';

/** "Customer service", "Claims", or The Hartford's "Personal lines" / "Business lines", and its number. */
export type CompanyPhone = Schemas['PhoneLine'];

/** Its logo is an address under /media/logos/. */
export type Company = Schemas['Company'];
