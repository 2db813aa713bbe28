// Skeletons of post teasers while the posts load: the picture's box and the lines of date and title, each sized by
// the look of the teaser it stands for (its caller's, so that a page carries only the looks it shows).
import { Skeleton } from '@/components/ui/skeleton';

/** Classes of a teaser's skeleton: the teaser, its picture, the box of its text, and each line of text. */
export type TeaserSkeletonLook = { teaser: string; picture: string; text: string; lines: readonly string[] };

type PostTeaserSkeletonsProps = {
  look: TeaserSkeletonLook;
  count: number;
  /** The element of each teaser: 'li' inside a list. */
  as?: 'div' | 'li';
};

export function PostTeaserSkeletons({ look, count, as: Teaser = 'div' }: PostTeaserSkeletonsProps) {
  return Array.from({ length: count }, (_, i) => (
    <Teaser key={i} className={look.teaser}>
      <Skeleton className={look.picture} />
      <div className={look.text}>
        {look.lines.map((line) => (
          <Skeleton key={line} className={line} />
        ))}
      </div>
    </Teaser>
  ));
}
