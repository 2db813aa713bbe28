// Editorial copy of the agency's information pages: /api/copy/why-independent and /api/copy/online-services.

export type Reason = {
  title: string;
  text: string;
};

/** GET /api/copy/why-independent: exactly ten reasons. */
export type WhyIndependent = {
  title: string;
  intro: string[];
  reasons: Reason[];
  closing?: string[];
};

export type ServiceLink = {
  label: string;
  href: string;
  description?: string | null;
};

/** GET /api/copy/online-services */
export type OnlineServices = {
  title: string;
  intro: string[];
  items: ServiceLink[];
};
