// GET /api/copy/testimonials: fetcher, shared query options and the useTestimonials() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COPY_STALE_TIME_MS, homeKeys } from '@/features/home/api/home-keys';
import type { TestimonialsCopy } from '@/features/home/types';
import { apiGet } from '@/lib/api-client';

export function getTestimonials({ signal }: { signal?: AbortSignal } = {}): Promise<TestimonialsCopy> {
  return apiGet<TestimonialsCopy>('/api/copy/testimonials', signal ? { signal } : {});
}

export function getTestimonialsQueryOptions() {
  return queryOptions({ queryKey: homeKeys.testimonials(), queryFn: getTestimonials, staleTime: COPY_STALE_TIME_MS });
}

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
