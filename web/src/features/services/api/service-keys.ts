// Query-key factory for the services list (the services' long copy is under copyKeys, @/lib/copy-query).

export const serviceKeys = {
  all: ['services'] as const,
  list: () => [...serviceKeys.all, 'list'] as const,
};
