// Post image with the cache-busting `v` stamp and its width variants; a post without an image, or whose image fails,
// shows its drawn illustration (lib/post-illustration), and the placeholder graphic only when that fails too (or
// nothing, with fallback="hide"). The box keeps its size throughout.
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { postPictureSources } from '@/lib/post-illustration';
import { useStaticExport } from '@/lib/static-export';

type PostImageProps = {
  src: string | null;
  /** The post's illustration (postIllustration / postIllustrations), shown when it has no image. */
  illustration?: string | null | undefined;
  /** The page's cache-busting stamp (useCacheBuster), shared by the page's images. */
  stamp: number;
  /** Classes of the box: size or aspect ratio, rounding. The image and the placeholder both fill it. */
  className?: string;
  /** Classes of the image itself (a hover zoom). */
  imgClassName?: string;
  /** What a post left with no picture at all becomes. */
  fallback?: 'placeholder' | 'hide';
  /** What the post's own image shows (its imageAlt); null: nothing (alt=""). The illustration is decorative. */
  alt?: string | null | undefined;
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
  illustration,
  stamp,
  className,
  imgClassName,
  fallback = 'placeholder',
  alt = null,
  loading = 'lazy',
  sizes = '100vw',
  priority = false,
  glyphClassName = 'size-12',
}: PostImageProps) {
  const staticExport = useStaticExport();
  return (
    <ImageWithFallback
      sources={postPictureSources(src, stamp, illustration, staticExport, alt)}
      className={className}
      imgClassName={imgClassName}
      fallback={fallback}
      loading={loading}
      sizes={sizes}
      priority={priority}
      glyphClassName={glyphClassName}
    />
  );
}
