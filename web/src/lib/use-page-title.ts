// usePageTitle(): declares the shown page's head — title "<page> | <agency short name>", description, share
// tags, JSON-LD, HTTP status — through the head manager (lib/head.tsx), on the server and in the browser.
import { useHead, type HeadSpec } from '@/lib/head';

export function usePageTitle(title: string, head: Omit<HeadSpec, 'title'> = {}) {
  useHead({ ...head, title });
}
