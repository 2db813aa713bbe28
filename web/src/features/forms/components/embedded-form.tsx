// An embedded third-party form (a form service the agency may use instead of its own), kept as an option: an
// <iframe> of fixed height (form-frame.tsx) when the site facts name its address, replaced by the agency's own form
// (`fallback`) when no address is configured or the frame does not load in time. The frame's code loads only where
// an address is configured.
import { lazy, Suspense, type ReactNode } from 'react';

const FormFrame = lazy(() => import('@/features/forms/components/form-frame').then((m) => ({ default: m.FormFrame })));

export type EmbeddedFormProps = {
  /** The form's address, or null when none is configured. */
  src: string | null;
  title: string;
  /** Exact frame height in CSS pixels, set as the height attribute (a strict CSP blocks inline styles). */
  height: number;
  /** What stands in for the frame: the agency's own form. */
  fallback: ReactNode;
};

export function EmbeddedForm({ src, fallback, ...props }: EmbeddedFormProps) {
  if (!src) return fallback;
  // A new address starts over with a fresh load timer.
  return (
    <Suspense fallback={<FrameSpace height={props.height} />}>
      <FormFrame key={src} src={src} fallback={fallback} {...props} />
    </Suspense>
  );
}

/** Keeps the frame's height while its code loads (an attribute: the CSP allows no inline style). */
function FrameSpace({ height }: { height: number }) {
  return <svg aria-hidden="true" focusable="false" width="100%" height={height} className="block" />;
}
