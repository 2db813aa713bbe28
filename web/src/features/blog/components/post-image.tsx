// Post image with the cache-busting `v` stamp; a missing or failing image shows an inline placeholder graphic
// of the same box size (or nothing, with fallback="hide").
import { useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { mediaSrcSet, withCacheBuster } from '@/lib/image-url';
import { cn } from '@/lib/cn';
import { useStaticExport } from '@/lib/static-export';

type PostImageProps = {
  src: string | null;
  /** The page's cache-busting stamp (useCacheBuster), shared by the page's images. */
  stamp: number;
  /** Classes of the box: size or aspect ratio, rounding. The image and the placeholder both fill it. */
  className?: string;
  /** What a missing or broken image becomes. */
  fallback?: 'placeholder' | 'hide';
  /** Text alternative; empty (decorative) when a title next to the image says the same. */
  alt?: string;
  loading?: 'lazy' | 'eager';
  /** The image's displayed width for the browser's choice among the width variants (srcset). */
  sizes?: string;
  /** The page's main image (above the fold): fetched first. */
  priority?: boolean;
  /** Size of the placeholder's glyph. */
  glyphClassName?: string;
};

export function PostImage({
  src,
  stamp,
  className,
  fallback = 'placeholder',
  alt = '',
  loading = 'lazy',
  sizes = '100vw',
  priority = false,
  glyphClassName = 'size-12',
}: PostImageProps) {
  const url = src ? withCacheBuster(src, stamp) : null;
  const staticExport = useStaticExport();
  const srcSet = src ? mediaSrcSet(src, stamp, staticExport) : undefined;
  // Remember which address failed, so that a new address gets its own try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && failedUrl !== url;

  if (!showImage && fallback === 'hide') return null;

  return (
    <div className={cn('overflow-hidden bg-navy-50', className)}>
      {showImage ? (
        <img
          src={url}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <ImagePlaceholder glyphClassName={glyphClassName} />
      )}
    </div>
  );
}
