// A refused plain sign-up shown again: without JavaScript a refused post gets the page it came from rendered again
// (service/api/public_newsletter.py, as the request forms' service/requests/posted_form.py), its refusal in the query
// cache under ['posted-request'] marked `form: "newsletter"`. The form it came from shows the problems and what was
// typed; read once and dropped, so the form opened again later starts empty.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';

export type PostedSignUp = {
  form: 'newsletter';
  heading: string;
  problem: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
};

const POSTED_KEY = ['posted-request'] as const;

/** Pages whose own content holds a sign-up form: there the footer's leaves a refusal to it. */
const POST_PREFIX = paths.blogPost.path.split(':')[0]!;
const hasOwnForm = (path: string) =>
  path === paths.newsletter.path || path === paths.newsletterConfirm.path || path.startsWith(POST_PREFIX);

/** Whether the refusal is this form's: the page it names, else the page's own form before the footer's. */
export function isOwnRefusal(posted: PostedSignUp, page: string): boolean {
  const named = posted.values.page;
  if (typeof named === 'string') return named === page;
  return !page.startsWith('footer:') || !hasOwnForm(page.slice('footer:'.length));
}

export function useTakePostedSignUp(page: string): PostedSignUp | null {
  const client = useQueryClient();
  const [posted] = useState(() => {
    const found = client.getQueryData<PostedSignUp>(POSTED_KEY);
    return found?.form === 'newsletter' && isOwnRefusal(found, page) ? found : null;
  });
  useEffect(() => {
    if (posted) client.removeQueries({ queryKey: POSTED_KEY, exact: true });
  }, [posted, client]);
  return posted;
}

/** A posted field's text ('' when none). */
export const postedText = (posted: PostedSignUp | null, name: string): string => {
  const value = posted?.values[name];
  return typeof value === 'string' ? value : '';
};

/** The posted topics. */
export const postedTopics = (posted: PostedSignUp | null): string[] => {
  const value = posted?.values.topics;
  return typeof value === 'string' ? [value] : (value ?? []);
};
