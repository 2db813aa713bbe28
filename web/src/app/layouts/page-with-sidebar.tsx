// Page-with-sidebar layout: the page content in a main column and, beside it from lg: up (below it on small
// screens), a sidebar — the Recent Posts list (loaded apart: features/blog/components/sidebar-posts) unless the
// page passes its own.
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { SidebarRecentPosts } from '@/features/blog/components/sidebar-posts';
import { cn } from '@/lib/cn';

type PageWithSidebarProps = {
  children: ReactNode;
  /** What the side column shows; defaults to Recent Posts. Pass `null` for no sidebar. */
  sidebar?: ReactNode;
  /** Keep the sidebar in view while a long page scrolls (lg: and up). Only for a sidebar shorter than the screen. */
  stickySidebar?: boolean;
  className?: string;
};

export function PageWithSidebar({ children, sidebar = <SidebarRecentPosts />, stickySidebar = false, className }: PageWithSidebarProps) {
  return (
    <Container className={cn('grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12', className)}>
      <div className="min-w-0">{children}</div>
      {sidebar ? (
        // Never the browser's scroll anchor: below the main column on narrow screens, it would keep its place when
        // the main column grows (the post reader adds the next post) and hide what was added above the reader.
        <aside
          aria-label="Sidebar"
          className={cn('min-w-0 [overflow-anchor:none]', stickySidebar && 'lg:sticky lg:top-6 lg:self-start')}
        >
          {sidebar}
        </aside>
      ) : null}
    </Container>
  );
}
