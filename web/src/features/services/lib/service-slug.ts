// Service lookup by URL parts: /insurance/{category}/{slug} → the combined, normalised slug "category/slug".
import type { Service } from '@/features/services/types';

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Percent-decoded, lower-cased, without surrounding slashes or spaces: " Auto-Insurance/ " → "auto-insurance". */
export function normaliseSlugPart(part: string | undefined): string {
  return decodePart(part ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

/** "Vehicle-Insurance", "auto-insurance/" → "vehicle-insurance/auto-insurance"; null when a part is empty. */
export function toServiceSlug(category: string | undefined, slug: string | undefined): string | null {
  const parts = [normaliseSlugPart(category), normaliseSlugPart(slug)];
  return parts.every(Boolean) ? parts.join('/') : null;
}

/** The service whose slug matches the URL parts (services' own slugs compared case-insensitively too). */
export function findService(
  services: readonly Service[],
  category: string | undefined,
  slug: string | undefined,
): Service | undefined {
  const wanted = toServiceSlug(category, slug);
  if (!wanted) return undefined;
  return services.find((service) => service.slug.toLowerCase().replace(/^\/+|\/+$/g, '') === wanted);
}
