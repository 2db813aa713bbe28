// A post in the admin list: GET /api/blog-posts?view=summary leaves out each post's content.

export type PostSummary = {
  id: string | number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  imageUrl: string | null;
};
