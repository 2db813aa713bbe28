// Query keys of the staff accounts: the one list, refreshed after every change.
export const staffAccountKeys = {
  all: ['staff-accounts'] as const,
};
