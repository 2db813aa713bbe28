// The embedded form's frame: a lazy <iframe> of fixed height that gives way to the call/text/e-mail fallback when
// it has not loaded within FRAME_LOAD_TIMEOUT_MS of coming into view; loads the provider's embed script if set.
import { useEffect, useRef, useState } from 'react';
import type { EmbeddedFormProps } from '@/features/forms/components/embedded-form';
import { FormFallback } from '@/features/forms/components/form-fallback';
import { useEmbedScript } from '@/features/forms/lib/use-embed-script';
import { useSiteFacts } from '@/lib/site-facts';

/** How long a frame may take to fire `load`, once it is near the viewport, before the fallback is shown. */
export const FRAME_LOAD_TIMEOUT_MS = 8000;

/** waiting: not yet near the viewport (a lazy frame is not requested yet); loading: the load timer runs. */
type FrameStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

export function FormFrame({ src, title, height, subject, headingLevel }: EmbeddedFormProps & { src: string }) {
  const { data: facts } = useSiteFacts();
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

  if (status === 'failed') {
    return facts ? <FormFallback facts={facts} subject={subject} headingLevel={headingLevel} /> : null;
  }

  return (
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
  );
}
