// Server page as served by GET /api/pages/{name}: a title and HTML <p> paragraphs.
import type { Answer } from '@/lib/api-types';

export type PageName = 'about' | 'contact' | 'our-team';

/** content: HTML paragraphs (`<p>…</p>`), or plain text with blank-line paragraph breaks. */
export type ServerPage = Answer<'/api/pages/{name}', 'get'>;
