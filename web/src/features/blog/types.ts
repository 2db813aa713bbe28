// Blog post as served by GET /api/blog-posts and /api/blog-posts/{slug}.

export type BlogPost = {
  id: string | number;
  slug: string;
  title: string;
  /** Sortable date: "YYYY-MM-DD" or an ISO timestamp. */
  date: string;
  excerpt: string;
  /** Plain text or HTML paragraphs. */
  content: string;
  imageUrl: string | null;
};

/** A post in GET /api/blog-posts?view=summary: everything but its content. */
export type PostSummary = Omit<BlogPost, 'content'>;
