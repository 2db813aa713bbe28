// A refused form post shown again: when a plain post (no JavaScript) is refused, the service renders the form's page
// with it (service/requests/posted_form.py), so the fields hold what the visitor typed and the problems stand beside
// them. The render puts it in the query cache under postedRequestKey; the form reads it once and provides it here.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import type { FieldErrors } from '@/features/forms/lib/validate-request';

export type PostedRequest = {
  /** What happened, as the page's notice heading ("Please check your request", "Too many requests…"). */
  heading: string;
  /** The service's sentence for the refusal. */
  problem: string;
  errors: FieldErrors;
  /** The answers as posted: a text per field, every ticked box's value. */
  values: Record<string, string | string[]>;
};

export const postedRequestKey = ['posted-request'] as const;

const PostedRequestContext = createContext<PostedRequest | null>(null);
export const PostedRequestProvider = PostedRequestContext.Provider;

/**
 * The refused post this page was rendered with, if any: read once (the fields' defaults must not change under the
 * visitor) and then dropped from the cache, so the form opened again later starts empty.
 */
export function useTakePostedRequest(): PostedRequest | null {
  const queryClient = useQueryClient();
  const [posted] = useState(() => queryClient.getQueryData<PostedRequest>(postedRequestKey) ?? null);
  useEffect(() => {
    if (posted) queryClient.removeQueries({ queryKey: postedRequestKey, exact: true });
  }, [posted, queryClient]);
  return posted;
}

/** What the visitor posted in the field `name` (undefined on a form not shown again). */
export function usePostedValue(name: string): string | string[] | undefined {
  return useContext(PostedRequestContext)?.values[name];
}
