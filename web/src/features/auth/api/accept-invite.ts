// An invite link (/admin/welcome#token): GET /api/auth/invites/{token} names the account it makes (410 when it was used,
// is past its 72 hours or unknown); POST there with the chosen password makes the account, once.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';

type OpenInvite = Answer<'/api/auth/invites/{token}', 'get'>;

const inviteUrl = (token: string) => `/api/auth/invites/${encodeURIComponent(token)}`;

export const inviteQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invite', token], queryFn: () => apiGet<OpenInvite>(inviteUrl(token)), retry: false });

export function useInvite(token: string) {
  return useQuery({ ...inviteQueryOptions(token), enabled: token !== '' });
}

export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: async (password: string) => (await apiWrite<{ username: string }>('POST', inviteUrl(token), { body: { password } })).data,
  });
}
