// A post's share links (e-mail, Facebook, LinkedIn) as plain links to the post's absolute address on this site.
import { useId } from 'react';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { shareLinks } from '@/features/blog/lib/share-links';
import { useSiteOrigin } from '@/lib/site-origin';

const linkClass =
  'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium ' +
  'text-navy-800 hover:border-teal-600 hover:text-teal-700';

export function PostShareLinks({ slug, title }: { slug: string; title: string }) {
  const labelId = useId();
  const newTabId = useId();
  const url = `${useSiteOrigin()}${paths.blogPost.getHref(slug)}`;
  return (
    <div role="group" aria-labelledby={labelId} className="mt-10 flex flex-wrap items-center gap-3">
      <p id={labelId} className="text-sm font-semibold text-slate-700">
        Share this post
      </p>
      <span id={newTabId} hidden>
        Opens in a new tab
      </span>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(title, url).map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              aria-label={link.name}
              rel="noopener noreferrer"
              className={linkClass}
              {...(link.external ? { target: '_blank', 'aria-describedby': newTabId } : {})}
            >
              {link.external ? (
                // The site's mark from the stylesheet (.brand-mark-facebook in styles/main.css), as the footer's.
                <span aria-hidden="true" className={`brand-mark brand-mark-${link.id} size-4`} />
              ) : (
                <MailIcon className="size-4" />
              )}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
