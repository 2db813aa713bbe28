// Embedded third-party form: an <iframe> of fixed height (form-frame.tsx), replaced by the call/text/e-mail
// fallback when the address is not configured or the frame does not load in time. The frame's code loads only
// where an address is configured.
import { lazy, Suspense } from 'react';
import { FormFallback, type HeadingLevel } from '@/features/forms/components/form-fallback';
import { useSiteFacts } from '@/lib/site-facts';

const FormFrame = lazy(() => import('@/features/forms/components/form-frame').then((m) => ({ default: m.FormFrame })));

export type EmbeddedFormProps = {
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
  return (
    <Suspense fallback={<FrameSpace height={props.height} />}>
      <FormFrame key={src} src={src} {...props} />
    </Suspense>
  );
}

/** Keeps the frame's height while its code loads (an attribute: the CSP allows no inline style). */
function FrameSpace({ height }: { height: number }) {
  return <svg aria-hidden="true" focusable="false" width="100%" height={height} className="block" />;
}
