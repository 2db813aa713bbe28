// The home page's copy (/api/copy/home) and testimonials (/api/copy/testimonials): useHomeCopy(), useTestimonials().
import { useCopy } from '@/lib/copy-query';

/** Editorial copy changes with a content edit, not while someone reads: the three sections share one fetch. */
export const COPY_STALE_TIME_MS = 5 * 60 * 1000;

export const useHomeCopy = () => useCopy('home', { staleTime: COPY_STALE_TIME_MS });

export const useTestimonials = () => useCopy('testimonials', { staleTime: COPY_STALE_TIME_MS });
