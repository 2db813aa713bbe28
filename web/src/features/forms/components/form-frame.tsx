// The embedded form's frame: a lazy <iframe> of fixed height that gives way to the agency's own form when it has
// not loaded within FRAME_LOAD_TIMEOUT_MS of coming into view; loads the provider's embed script if set.
import { useEffect, useRef, useState } from 'react';
import type { EmbeddedFormProps } from '@/features/forms/components/embedded-form';
import { PrivacyLink } from '@/features/forms/components/privacy-link';
import { useEmbedScript } from '@/features/forms/lib/use-embed-script';

/** How long a frame may take to fire `load`, once it is near the viewport, before the agency's form is shown. */
export const FRAME_LOAD_TIMEOUT_MS = 8000;

/** waiting: not yet near the viewport (a lazy frame is not requested yet); loading: the load timer runs. */
type FrameStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

export function FormFrame({ src, title, height, fallback }: EmbeddedFormProps & { src: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<FrameStatus>('waiting');
  useEmbedScript();

  // Start the load timer once the frame is near the viewport (at once where IntersectionObserver is missing).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || status !== 'waiting') return;
    const start = () => setStatus((current) => (current === 'waiting' ? 'loading' : current));
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [status]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(
      () => setStatus((current) => (current === 'loading' ? 'failed' : current)),
      FRAME_LOAD_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [status]);

  if (status === 'failed') return fallback;

  // The provider's submit button is inside the frame: the privacy line stands right below it.
  return (
    <div className="space-y-3">
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        width="100%"
        height={height}
        loading="lazy"
        className="block w-full rounded-xl border border-slate-200 bg-white"
        data-status={status}
        onLoad={() => setStatus('loaded')}
      />
      <PrivacyLink />
    </div>
  );
}
