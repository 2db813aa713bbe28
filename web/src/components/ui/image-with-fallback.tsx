// An image box that tries its sources in order (a post's image, then its drawn illustration), moving on when one
// fails to load, and shows the placeholder graphic (or nothing, or the caller's stand-in) when none is left. The box
// keeps its size throughout.
import { type ReactElement, useCallback, useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';
import type { ImageSource } from '@/lib/image-url';

type ImageWithFallbackProps = {
  sources: readonly ImageSource[];
  /** Classes of the box: size or aspect ratio, rounding. */
  className?: string | undefined;
  imgClassName?: string | undefined;
  /** What the box becomes when no source loads: the placeholder graphic, nothing, or an element of the caller's. */
  fallback?: 'placeholder' | 'hide' | ReactElement;
  alt?: string;
  loading?: 'lazy' | 'eager';
  sizes?: string | undefined;
  priority?: boolean;
  glyphClassName?: string | undefined;
};

export function ImageWithFallback({
  sources,
  className,
  imgClassName,
  fallback = 'placeholder',
  alt = '',
  loading = 'lazy',
  sizes,
  priority = false,
  glyphClassName,
}: ImageWithFallbackProps) {
  // Addresses that failed; a new address gets its own try.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const source = sources.find((candidate) => !failed.includes(candidate.src));
  const markFailed = useCallback((src: string) => setFailed((current) => [...current, src]), []);
  // An image that failed before React attached its handlers (after server rendering) reports it here.
  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) markFailed(img.getAttribute('src')!);
    },
    [markFailed],
  );

  if (!source && fallback === 'hide') return null;
  if (!source && typeof fallback === 'object') return fallback;

  return (
    <div className={cn('overflow-hidden bg-navy-50', className)}>
      {source ? (
        <img
          key={source.src}
          ref={checkAlreadyFailed}
          src={source.src}
          srcSet={source.srcSet}
          sizes={source.srcSet ? sizes : undefined}
          width={source.width}
          height={source.height}
          alt={source.alt ?? alt}
          data-kind={source.kind}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={cn('size-full object-cover', imgClassName)}
          onError={() => markFailed(source.src)}
        />
      ) : (
        <ImagePlaceholder glyphClassName={glyphClassName} />
      )}
    </div>
  );
}
