// Services (GET /api/services) and their long copy (GET /api/copy/service-details, copy_models.ServiceDetails).

export type Service = {
  /** "category/slug", e.g. "vehicle-insurance/auto-insurance". */
  slug: string;
  name: string;
  description: string;
};

export type ServiceSection = {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
};

export type ServiceDetail = {
  intro: string[];
  sections: ServiceSection[];
};

export type ServiceDetails = {
  /** Long copy keyed by the service's "category/slug". */
  details: Record<string, ServiceDetail>;
};
