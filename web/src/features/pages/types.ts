// Server page as served by GET /api/pages/{name}: a title and HTML <p> paragraphs.

export type PageName = 'about' | 'contact' | 'our-team';

export type ServerPage = {
  title: string;
  /** HTML paragraphs (`<p>…</p>`), or plain text with blank-line paragraph breaks. */
  content: string;
};
