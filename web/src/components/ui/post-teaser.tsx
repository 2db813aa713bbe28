// What every post teaser (the blog's cards, the home page's tiles, the Recent Posts rows) links by: the post's title
// as the link to /blog/{slug} stretched over the whole teaser, so that the teaser is one link named by the title.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The teaser holding it must be `relative`: the link's ::after covers it. */
export function PostTitleLink({ slug, className, children }: { slug: string; className: string; children: ReactNode }) {
  return (
    <Link href={paths.blogPost.getHref(slug)} className={cn('after:absolute after:inset-0', className)}>
      {children}
    </Link>
  );
}
