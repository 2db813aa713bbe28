// The single route table of the site (spec §2): every path, its page name, and href builders.

type StaticRoute = { path: string; title: string; getHref: () => string };

const page = (path: string, title: string): StaticRoute => ({ path, title, getHref: () => path });

const vehicle = (slug: string, title: string) => page(`/insurance/vehicle-insurance/${slug}`, title);
const property = (slug: string, title: string) => page(`/insurance/property-insurance/${slug}`, title);
const business = (slug: string, title: string) => page(`/insurance/business-insurance/${slug}`, title);

/**
 * Order matters: the router tries routes top to bottom, so the fixed product pages come before the generic
 * /insurance/:category/:slug page that catches every other service slug. The not-found page is not listed:
 * it is the router's path-less last route.
 */
export const paths = {
  home: page('/', 'Home'),

  blog: page('/blog', 'News & Blog'),
  blogPost: {
    path: '/blog/:slug',
    title: 'Blog Post',
    getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  },

  about: page('/about', 'About Us'),
  ourTeam: page('/about/our-team', 'Our Team'),
  companiesWeRepresent: page('/about/companies-we-represent', 'Companies We Represent'),
  whyAnIndependentAgent: page('/about/why-an-independent-agent', 'Why an Independent Agent'),

  insurance: page('/insurance', 'Insurance Services'),
  insuranceServices: page('/insurance-services', 'Insurance Services'),
  vehicleInsurance: page('/insurance/vehicle', 'Vehicle Insurance'),
  propertyInsurance: page('/insurance/property', 'Property Insurance'),
  businessInsurance: page('/insurance/business', 'Business Insurance'),

  motorcycleInsurance: vehicle('motorcycle-insurance', 'Motorcycle Insurance'),
  motorsportAndAtvInsurance: vehicle('motorsport-and-atv-insurance', 'ATV and Motorsport Insurance'),
  classicCarInsurance: vehicle('classic-car-insurance', 'Classic Car Insurance'),
  rvAndMobileHomeInsurance: vehicle('rv-and-mobile-home-insurance', 'RV and Mobile Home Insurance'),
  boatAndWatercraftInsurance: vehicle('boat-and-watercraft-insurance', 'Boat and Watercraft Insurance'),

  homeownersInsurance: property('homeowners-insurance', 'Homeowners Insurance'),
  rentersInsurance: property('renters-insurance', 'Renters Insurance'),
  condoInsurance: property('condo-insurance', 'Condo Insurance'),
  landlordProtection: property('landlord-protection', 'Landlord Protection'),
  floodInsurance: property('flood-insurance', 'Flood Insurance'),
  earthquakeInsurance: property('earthquake-insurance', 'Earthquake Insurance'),

  generalLiabilityInsurance: business('general-liability-insurance', 'General Liability Insurance'),
  commercialPropertyInsurance: business('commercial-property-insurance', 'Commercial Property Insurance'),
  businessAutoInsurance: business('business-auto-insurance', 'Business Auto Insurance'),
  commercialUmbrellaInsurance: business('commercial-umbrella-insurance', 'Commercial Umbrella Insurance'),
  workersCompensationInsurance: business('workers-compensation-insurance', "Workers' Compensation Insurance"),
  bonds: business('bonds', 'Bonds'),

  insuranceService: {
    path: '/insurance/:category/:slug',
    title: 'Insurance Service',
    getHref: (category: string, slug: string) =>
      `/insurance/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
  },

  onlineServices: page('/online-services', 'Online Services'),
  faqs: page('/faqs', 'Frequently Asked Questions'),
  contact: page('/contact', 'Contact Us'),
  requestQuote: page('/request-quote', 'Request a Quote'),
  requestPolicyChange: page('/request-policy-change', 'Request a Policy Change'),
  requestReceived: page('/request-received', 'Request Received'),

  adminLogin: page('/admin/login', 'Staff Sign In'),
  adminPreview: {
    path: '/admin/preview/:slug',
    title: 'Post Preview',
    getHref: (slug: string) => `/admin/preview/${encodeURIComponent(slug)}`,
  },
  blogEditor: {
    path: '/admin/blog-editor',
    title: 'Blog Post Editor',
    getHref: (slug?: string) => (slug ? `/admin/blog-editor?slug=${encodeURIComponent(slug)}` : '/admin/blog-editor'),
  },
  adminRequests: page('/admin/requests', 'Requests'),
  adminRequest: {
    path: '/admin/requests/:id',
    title: 'Request Details',
    getHref: (id: number) => `/admin/requests/${id}`,
  },
} as const;

export type RouteId = keyof typeof paths;

export type RouteEntry = { id: RouteId; path: string; title: string };

/** The routes in match order (the order of `paths` above). */
export const routeTable: readonly RouteEntry[] = (Object.keys(paths) as RouteId[]).map((id) => ({
  id,
  path: paths[id].path,
  title: paths[id].title,
}));
