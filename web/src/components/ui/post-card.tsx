// A post's card: its picture (or its drawn illustration), long date and title linking to /blog/{slug}; in the blog
// list's look (with the excerpt and "Read article") or the home page's (a compact tile, side by side on a phone).
import { ArrowRightIcon } from '@/components/ui/icons';
import { PostImage } from '@/components/ui/post-image';
import { PostTitleLink } from '@/components/ui/post-teaser';
import type { PublicPostSummary } from '@/lib/api-types';
import { formatLongDate } from '@/lib/dates';

const LOOKS = {
  blog: {
    card: 'group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-teal-500',
    picture: 'aspect-[16/9] w-full',
    image: undefined,
    sizes: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
    text: 'flex flex-1 flex-col p-5 sm:p-6',
    Heading: 'h2',
    heading: 'mt-2 text-lg leading-snug font-bold text-navy-900 sm:text-xl',
    link: 'focus-visible:outline-none group-hover:text-teal-700',
    more: true,
  },
  home: {
    card: 'group relative flex h-full gap-4 overflow-hidden rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:shadow-md hover:shadow-md md:flex-col md:gap-0 md:p-0',
    picture: 'aspect-video w-28 shrink-0 self-start rounded-lg bg-navy-100 sm:w-40 md:w-full md:rounded-none',
    image: 'transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none',
    sizes: '(min-width: 1280px) 24rem, (min-width: 768px) 33vw, 10rem',
    text: 'flex min-w-0 flex-1 flex-col md:p-5',
    Heading: 'h3',
    heading: 'mt-1 line-clamp-3 text-base leading-snug font-bold text-navy-900 md:mt-2 md:text-lg',
    link: 'after:rounded-xl group-hover:text-teal-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-600',
    more: false,
  },
} as const;

type PostCardProps = {
  post: Pick<PublicPostSummary, 'slug' | 'title' | 'date' | 'imageUrl' | 'imageAlt'> & { excerpt?: string | null };
  /** The post's drawn illustration, shown when it has no image. */
  illustration: string;
  /** The page's cache-busting stamp of post images. */
  stamp: number;
  look: keyof typeof LOOKS;
};

export function PostCard({ post, illustration, stamp, look }: PostCardProps) {
  const { Heading, ...classes } = LOOKS[look];
  return (
    <article className={classes.card}>
      <PostImage
        src={post.imageUrl}
        alt={post.imageAlt}
        illustration={illustration}
        stamp={stamp}
        sizes={classes.sizes}
        className={classes.picture}
        imgClassName={classes.image}
      />
      <div className={classes.text}>
        <time dateTime={post.date} className="text-sm font-semibold text-teal-700">
          {formatLongDate(post.date)}
        </time>
        <Heading className={classes.heading}>
          <PostTitleLink slug={post.slug} className={classes.link}>
            {post.title}
          </PostTitleLink>
        </Heading>
        {classes.more && post.excerpt ? <p className="mt-3 line-clamp-3 text-base leading-7 text-slate-600">{post.excerpt}</p> : null}
        {classes.more ? (
          <span
            aria-hidden="true"
            className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700 group-hover:text-teal-700"
          >
            Read article <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        ) : null}
      </div>
    </article>
  );
}
