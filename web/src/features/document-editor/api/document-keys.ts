// The query keys of the staff document API: the list, and each document's value, schema and history.
export const documentKeys = {
  all: ['site-documents'] as const,
  list: () => [...documentKeys.all, 'list'] as const,
  document: (name: string) => [...documentKeys.all, 'document', name] as const,
  schema: (name: string) => [...documentKeys.all, 'schema', name] as const,
  history: (name: string) => [...documentKeys.all, 'history', name] as const,
};

/** A document's address in the API: its name's parts ('pages/about') each encoded, the slash kept. */
export const documentUrl = (name: string, tail = '') =>
  `/api/admin/documents/${name.split('/').map(encodeURIComponent).join('/')}${tail}`;
