// The query keys of the checks: a post's text, or a document's data, as the editor holds it.
import type { PostText } from '@/lib/api-types';

export const wordingCheckKeys = {
  all: ['wording-checks'] as const,
  postText: (text: PostText) => [...wordingCheckKeys.all, 'post', text] as const,
  documentData: (name: string, data: unknown) => [...wordingCheckKeys.all, 'document', name, data] as const,
};
