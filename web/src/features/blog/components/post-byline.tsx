// A post's byline under its title: "By Name, Role", the name linking to the member's card on Our Team. Nothing for a
// post without an author, or naming one the team no longer has.
import { Link } from 'wouter';
import { authorCardHref, findAuthor, useAuthors } from '@/lib/authors';

export function PostByline({ authorId }: { authorId: string | null | undefined }) {
  const { data: authors } = useAuthors({ enabled: Boolean(authorId) });
  const author = findAuthor(authors, authorId);
  if (!author) return null;
  return (
    <p className="mt-3 text-slate-700">
      By{' '}
      <Link href={authorCardHref(author.id)} className="font-semibold text-navy-700 underline hover:text-teal-700">
        {author.name}
      </Link>
      , {author.role}
    </p>
  );
}
