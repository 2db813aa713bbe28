// A post's content for readers: HTML as the API serves it, as lib/rendered-links shows it, styled like every stored
// HTML (.stored-html in styles/main.css); plain text cut into paragraphs.
import { useMemo } from 'react';
import { toPostBody } from '@/lib/paragraphs';
import { renderedHtml } from '@/lib/rendered-links';

const proseClasses =
  'stored-html text-base leading-7 text-slate-700 sm:text-lg sm:leading-8 ' +
  '[&_p]:mt-5 [&_p:first-child]:mt-0 [&_div]:mt-5 [&_div:first-child]:mt-0 ' +
  '[&_strong]:font-semibold [&_strong]:text-navy-900 [&_b]:font-semibold [&_b]:text-navy-900 ' +
  '[&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-800 ' +
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1';

export function PostContent({ content }: { content: string }) {
  // Not cleaned again: the API serves post HTML only in the store's canonical form (served_html, cleaned with nh3).
  const body = useMemo(() => {
    const parsed = toPostBody(content);
    return parsed.kind === 'html' ? { kind: 'html' as const, html: renderedHtml(parsed.html) } : parsed;
  }, [content]);

  if (body.kind === 'html') {
    return <div className={proseClasses} dangerouslySetInnerHTML={{ __html: body.html }} />;
  }
  return (
    <div className={proseClasses}>
      {body.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
