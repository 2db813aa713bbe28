// The FAQ page's copy as served by GET /api/copy/faq.
import type { CopyDocuments, Schemas } from '@/lib/api-types';

export type FaqSection = Schemas['FaqSection'];

/** general, car, home, …: the jump button's target. */
export type FaqSectionId = FaqSection['id'];

/** A question and its answer's paragraphs. */
export type FaqItem = Schemas['FaqItem'];

export type Faq = CopyDocuments['faq'];
