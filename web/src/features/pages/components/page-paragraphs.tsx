// PageParagraphs: server page content rendered as escaped text paragraphs (no HTML is injected).
import { useMemo } from 'react';
import { htmlToParagraphs } from '@/features/pages/lib/html-paragraphs';
import { cn } from '@/lib/cn';

export function PageParagraphs({ content, className }: { content: string; className?: string }) {
  const paragraphs = useMemo(() => htmlToParagraphs(content), [content]);
  return (
    <div className={cn('space-y-4 text-lg leading-8 text-slate-700', className)}>
      {paragraphs.map((text, index) => (
        <p key={index} className="whitespace-pre-line">
          {text}
        </p>
      ))}
    </div>
  );
}
