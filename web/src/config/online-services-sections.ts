// The Online Services page's sections other pages link to (the footer's "Pay a bill" and "Report a claim"): their
// element ids, kept here once for the page that carries them and the links that lead there.
import { paths } from '@/config/paths';

export const ONLINE_SERVICES_SECTIONS = {
  /** The client service center: each company's bill-pay and claims links. */
  serviceCentre: 'client-service-center',
  /** What to do first after an accident or a loss, reporting the claim among it. */
  afterLoss: 'after-a-loss',
} as const;

/** The address of one of the page's sections (/online-services#after-a-loss). */
export const onlineServicesSectionHref = (section: keyof typeof ONLINE_SERVICES_SECTIONS) =>
  `${paths.onlineServices.getHref()}#${ONLINE_SERVICES_SECTIONS[section]}`;
