// Where a request comes from, as POST /api/requests takes it: the page it was sent from, the visit's first page,
// the site that sent the visitor there and the first page's utm tags, from the visit noted by visit-record.ts.
import { isRequestPage, VISIT_KEY, type VisitRecord } from '@/features/forms/lib/visit-record';

const UTM_FIELDS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/** The source fields of a request (keys left out when unknown). */
export type RequestSource = Partial<
  Record<'sourcePage' | 'landingPage' | 'referrerHost' | keyof typeof UTM_FIELDS, string>
>;

/** The visit's first page, its referring site (another site only) and its utm tags. */
function firstPageFields({ landing, referrerHost }: VisitRecord): RequestSource {
  const landingUrl = new URL(landing);
  const fields: RequestSource = { landingPage: landingUrl.pathname };
  if (referrerHost && referrerHost !== landingUrl.host) fields.referrerHost = referrerHost;
  for (const [field, name] of Object.entries(UTM_FIELDS) as [keyof typeof UTM_FIELDS, string][]) {
    const value = landingUrl.searchParams.get(name);
    if (value) fields[field] = value;
  }
  return fields;
}

/**
 * Where a request sent now comes from: the page showing the form, or the last page before it when the form is a
 * request page of its own; nothing when storage is blocked or holds no visit.
 */
export function requestSource(): RequestSource {
  try {
    const visit = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null') as VisitRecord | null;
    if (!visit) return {};
    const { pathname } = window.location;
    const sourcePage = isRequestPage(pathname) ? visit.lastPage : pathname;
    return { ...firstPageFields(visit), ...(sourcePage ? { sourcePage } : {}) };
  } catch {
    return {};
  }
}
