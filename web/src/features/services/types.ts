// Services (GET /api/services) and their long copy (GET /api/copy/service-details, copy_models.ServiceDetails).
import type { CopySection } from '@/lib/api-types';

export type Service = {
  /** "category/slug", e.g. "vehicle-insurance/auto-insurance". */
  slug: string;
  name: string;
  description: string;
};

export type ServiceDetail = {
  intro: string[];
  sections: CopySection[];
};

export type ServiceDetails = {
  /** Long copy keyed by the service's "category/slug". */
  details: Record<string, ServiceDetail>;
};
