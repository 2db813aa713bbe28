// The single route table of the site (spec §2): every path, its page name, and href builders.

type StaticRoute = { path: string; title: string; getHref: () => string };

const page = (path: string, title: string): StaticRoute => ({ path, title, getHref: () => path });

/**
 * Order matters: the router tries routes top to bottom. Product pages are content, not routes: each
 * content/products/*.json names its path, and /insurance/:category/:slug shows the product page at that path or,
 * when there is none, the service of that slug. The not-found page is not listed: it is the router's path-less
 * last route.
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

  insuranceService: {
    path: '/insurance/:category/:slug',
    title: 'Insurance Service', // a product page or a service: see app/routes/insurance-page.tsx
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
