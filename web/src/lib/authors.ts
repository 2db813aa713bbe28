// GET /api/authors: the team's members a post may name as its author (id, name, role), read by the post page's
// byline and structured data, the editor's Author select and the staff accounts' member select; and where each
// member's card is on Our Team.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import type { Schemas } from '@/lib/api-types';

/** A member a post may name: `role` is their title on Our Team. */
export type Author = Schemas['Author'];

export const authorKeys = { all: ['authors'] as const };

export function authorsQueryOptions() {
  return queryOptions({
    queryKey: authorKeys.all,
    queryFn: ({ signal }) => apiGet<Author[]>('/api/authors', { signal }),
  });
}

/** The team's members; `enabled: false` asks nothing (a post without an author needs none). */
export function useAuthors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...authorsQueryOptions(), enabled });
}

/** The member `id` names, or undefined (no id, the list not loaded, or a member the team no longer has). */
export function findAuthor(authors: readonly Author[] | undefined, id: string | null | undefined): Author | undefined {
  return id ? authors?.find((author) => author.id === id) : undefined;
}

/** The member's card on Our Team, whose element carries their id. */
export const authorCardHref = (id: string) => `${paths.ourTeam.getHref()}#${id}`;
