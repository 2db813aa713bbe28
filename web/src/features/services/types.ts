// Services (GET /api/services) and their long copy (GET /api/copy/service-details, copy_models.ServiceDetails).
import type { CopyDocuments, Schemas } from '@/lib/api-types';

/** slug: "category/slug", e.g. "vehicle-insurance/auto-insurance". */
export type Service = Schemas['Service'];

export type ServiceDetail = Schemas['ServiceDetail'];

/** Long copy keyed by the service's "category/slug". */
export type ServiceDetails = CopyDocuments['service-details'];
