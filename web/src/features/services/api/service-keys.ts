// Query-key factory for the services list and the services' long copy.

export const serviceKeys = {
  all: ['services'] as const,
  list: () => [...serviceKeys.all, 'list'] as const,
  details: () => ['copy', 'service-details'] as const,
};
