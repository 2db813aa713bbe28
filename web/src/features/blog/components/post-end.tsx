// A post's end, below its content: the share links and the talk-to-an-agent box. A chunk of its own, imported by
// post-article: server-rendered, it is in the page's HTML at once (plain links) and hydrates as it nears the
// viewport, so it is no part of the post page's first-load JavaScript.
import { PostShareLinks } from '@/features/blog/components/post-share-links';
import { TalkToAnAgent } from '@/features/blog/components/talk-to-an-agent';

export type PostEndProps = { slug: string; title: string; headingLevel: 2 | 3 };

export function PostEnd({ slug, title, headingLevel }: PostEndProps) {
  return (
    <>
      <PostShareLinks slug={slug} title={title} />
      <TalkToAnAgent headingLevel={headingLevel} />
    </>
  );
}
