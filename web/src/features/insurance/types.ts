// Editorial copy of the insurance pages as served by /api/copy/{insurance-overview,categories} and /api/products/{slug}.
import type { CopySection } from '@/lib/api-types';

/** A link of the copy: an internal path ("/..."), an https:// address, or a mailto:/tel: link. */
export type CopyLink = {
  label: string;
  href: string;
  description?: string | null;
};

export type { CopySection };

export type OverviewColumn = {
  title: string;
  href: string;
  items: CopyLink[];
};

/** GET /api/copy/insurance-overview */
export type InsuranceOverview = {
  title: string;
  intro: string[];
  columns: OverviewColumn[];
};

export type CategoryKey = 'vehicle' | 'property' | 'business';

export type InsuranceCategory = {
  key: CategoryKey;
  title: string;
  intro: string[];
  links: CopyLink[];
  /** Property and business pages show Request Quote, Contact Us and Call buttons. */
  showContactButtons: boolean;
};

/** GET /api/copy/categories */
export type InsuranceCategories = {
  items: InsuranceCategory[];
};

/** GET /api/products/{slug}: a static product page (vehicle, property) or business page. */
export type ProductPage = {
  slug: string;
  path: string;
  kind: CategoryKey;
  title: string;
  /** One sentence about the page, used as its meta description. */
  summary: string;
  intro: string[];
  sections: CopySection[];
  links?: CopyLink[];
};
