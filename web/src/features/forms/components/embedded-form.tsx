// Embedded third-party form: an <iframe> of fixed height, replaced by the call/text/e-mail fallback when the
// address is not configured or the frame has not loaded within FRAME_LOAD_TIMEOUT_MS of coming into view.
import { useEffect, useRef, useState } from 'react';
import { FormFallback, type HeadingLevel } from '@/features/forms/components/form-fallback';
import { useSiteFacts } from '@/lib/site-facts';

/** How long a frame may take to fire `load`, once it is near the viewport, before the fallback is shown. */
export const FRAME_LOAD_TIMEOUT_MS = 8000;

type EmbeddedFormProps = {
  /** The form's address, or null when none is configured. */
  src: string | null;
  title: string;
  /** Exact frame height in CSS pixels, set as the height attribute (a strict CSP blocks inline styles). */
  height: number;
  /** Subject line for the fallback e-mail link. */
  subject: string;
  /** Heading level of the fallback card (2 under the page's h1, 3 under a section's h2). */
  headingLevel?: HeadingLevel;
};

export function EmbeddedForm({ src, ...props }: EmbeddedFormProps) {
  const { data: facts } = useSiteFacts();
  if (!src) {
    return facts ? <FormFallback facts={facts} subject={props.subject} headingLevel={props.headingLevel} /> : null;
  }
  // A new address starts over with a fresh load timer.
  return <FormFrame key={src} src={src} {...props} />;
}

/** waiting: not yet near the viewport (a lazy frame is not requested yet); loading: the load timer runs. */
type FrameStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

function FormFrame({ src, title, height, subject, headingLevel }: EmbeddedFormProps & { src: string }) {
  const { data: facts } = useSiteFacts();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<FrameStatus>('waiting');

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
