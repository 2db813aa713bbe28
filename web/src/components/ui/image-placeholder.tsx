// Image placeholder: a calm navy panel with a shield-and-house mark that fills its box when a picture is missing
// or fails to load (post images, the home page's post cards). Decorative: hidden from assistive technology.
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

type ImagePlaceholderProps = {
  className?: string | undefined;
  /** Size of the mark (default size-12), e.g. smaller in a thumbnail. */
  glyphClassName?: string | undefined;
};

export function ImagePlaceholder({ className, glyphClassName }: ImagePlaceholderProps) {
  return (
    <div
      data-slot="image-placeholder"
      className={cn('flex size-full items-center justify-center bg-linear-to-br from-navy-50 to-navy-100 text-navy-300', className)}
    >
      <Icon viewBox="0 0 48 48" className={cn('size-12', glyphClassName)}>
        <path d="M24 44s16-8 16-20V10L24 4 8 10v14c0 12 16 20 16 20z" />
        <path d="M16 24l8-7 8 7" />
        <path d="M18.5 22v9h11v-9" />
      </Icon>
    </div>
  );
}
