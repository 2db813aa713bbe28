// ContentLink: renders a link of the editorial copy — in-app paths through wouter, outside sites in a new tab.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { linkKind } from '@/features/insurance/lib/link-kind';

type ContentLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
};

export function ContentLink({ href, className, children }: ContentLinkProps) {
  const kind = linkKind(href);
  if (kind === 'internal') {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <ExternalLinkIcon className="ml-1 inline size-3.5 align-[-0.125em]" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  // mailto: and tel: links open the visitor's mail or phone app: left exactly as written.
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
