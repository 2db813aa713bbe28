// The staff's send endpoints: the sends with their figures (GET /api/admin/newsletter/sends), one send with its
// per-recipient log, cancelling one, the topics (GET /api/newsletter/topics), the preview of a post as a mail,
// a test to oneself and the send itself. Writes carry the session's CSRF token.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsletterKeys } from '@/features/newsletter-staff/api/newsletter-keys';
import type {
  NewsletterPreview,
  NewsletterSend,
  NewsletterTopics,
  SendDetail,
  SendRequest,
} from '@/features/newsletter-staff/types';
import { apiGet } from '@/lib/api-client';
import { apiWrite } from '@/lib/api-write';

const SENDS = '/api/admin/newsletter/sends';

/** A send that is under way or due is looked at again this often, so its figures move on screen. */
export const LIVE_REFRESH_MS = 5_000;

const isLive = (send: NewsletterSend) => send.state === 'scheduled' || send.state === 'sending';

export const sendsQueryOptions = () =>
  queryOptions({
    queryKey: newsletterKeys.sends(),
    queryFn: async ({ signal }) => (await apiGet<{ sends: NewsletterSend[] }>(SENDS, { signal })).sends,
  });

export function useSends() {
  return useQuery({
    ...sendsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.some(isLive) ? LIVE_REFRESH_MS : false),
  });
}

export function useSend(id: number | null) {
  return useQuery({
    queryKey: newsletterKeys.send(id ?? 0),
    queryFn: ({ signal }) => apiGet<SendDetail>(`${SENDS}/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? LIVE_REFRESH_MS : false),
  });
}

export function useCancelSend(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiWrite<unknown>('POST', `${SENDS}/${id}/cancel`, { csrfToken })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.sends() }),
  });
}

export function useTopics() {
  return useQuery({
    queryKey: newsletterKeys.topics(),
    queryFn: ({ signal }) => apiGet<NewsletterTopics>('/api/newsletter/topics', { signal }),
    staleTime: 60_000,
  });
}

export function usePreview(slug: string, subject: string) {
  return useQuery({
    queryKey: newsletterKeys.preview(slug, subject),
    queryFn: ({ signal }) =>
      apiGet<NewsletterPreview>(
        `/api/admin/newsletter/preview?${new URLSearchParams({ slug, subject }).toString()}`,
        { signal },
      ),
  });
}

/** A test of the post's mail ("[Test] " before the subject) to `to`, else the signed-in member's own address. */
export function useSendTest(csrfToken: string) {
  return useMutation({
    mutationFn: async (test: { slug: string; to?: string; subject?: string }) =>
      (await apiWrite<unknown>('POST', '/api/admin/newsletter/test', { body: test, csrfToken })).data,
  });
}

export function useCreateSend(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SendRequest) =>
      (await apiWrite<NewsletterSend>('POST', SENDS, { body: request, csrfToken })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.sends() }),
  });
}
