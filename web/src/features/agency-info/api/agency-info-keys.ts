// Query-key factory for the agency's information pages (why an independent agent, online services).

export const agencyInfoKeys = {
  all: ['agency-info'] as const,
  whyIndependent: () => [...agencyInfoKeys.all, 'why-independent'] as const,
  onlineServices: () => [...agencyInfoKeys.all, 'online-services'] as const,
};
