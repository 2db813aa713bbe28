// Image placeholder: a calm navy panel with a shield-and-house mark that fills its box when a picture is missing
// or fails to load (the same look as the blog's post images). Decorative: hidden from assistive technology.
import { cn } from '@/lib/cn';

export function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      data-slot="image-placeholder"
      className={cn('flex size-full items-center justify-center bg-linear-to-br from-navy-50 to-navy-100 text-navy-300', className)}
    >
      <svg
        viewBox="0 0 48 48"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-12"
      >
        <path d="M24 44s16-8 16-20V10L24 4 8 10v14c0 12 16 20 16 20z" />
        <path d="M16 24l8-7 8 7" />
        <path d="M18.5 22v9h11v-9" />
      </svg>
    </div>
  );
}
