// Editorial copy of the agency's information pages: /api/copy/why-independent and /api/copy/online-services.
import type { CopyDocuments, Schemas } from '@/lib/api-types';

export type Reason = Schemas['Reason'];

/** GET /api/copy/why-independent: exactly ten reasons. */
export type WhyIndependent = CopyDocuments['why-independent'];

export type ServiceLink = Schemas['Link'];

/** GET /api/copy/online-services */
export type OnlineServices = CopyDocuments['online-services'];

/** GET /api/copy/privacy and /api/copy/accessibility: a notice page, its text naming facts in {braces}. */
export type Notice = CopyDocuments['privacy'];

/** The online services copy's "What to do first after an accident or a loss". */
export type AfterLoss = Schemas['AfterLoss'];
