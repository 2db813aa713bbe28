// Editorial copy of the insurance pages as served by /api/copy/{insurance-overview,categories} and /api/products/{slug}.
import type { Answer, CopyDocuments, CopySection, Schemas } from '@/lib/api-types';

/** A link of the copy: an internal path ("/..."), an https:// address, or a mailto:/tel: link. */
export type CopyLink = Schemas['Link'];

export type { CopySection };

export type OverviewColumn = Schemas['Column'];

/** GET /api/copy/insurance-overview */
export type InsuranceOverview = CopyDocuments['insurance-overview'];

/** Property and business pages show Request Quote, Contact Us and Call buttons (showContactButtons). */
export type InsuranceCategory = Schemas['Category'];

export type CategoryKey = InsuranceCategory['key'];

/** GET /api/copy/categories */
export type InsuranceCategories = CopyDocuments['categories'];

/** GET /api/products/{slug}: a static product (vehicle, property) or business page; summary is its meta description. */
export type ProductPage = Answer<'/api/products/{slug}', 'get'>;
