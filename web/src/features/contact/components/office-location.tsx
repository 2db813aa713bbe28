// Office location: the street address (<address>), the embedded map when configured, and a static map card
// with an "Open in map" link that works even when the map host cannot be reached.
import { ExternalLinkIcon, MapPinIcon } from '@/components/ui/icons';
import { LabelledSection } from '@/components/ui/labelled-section';
import type { SiteFacts } from '@/lib/site-facts';

type OfficeLocationProps = { facts: Pick<SiteFacts, 'name' | 'address' | 'map'> };

export function OfficeLocation({ facts }: OfficeLocationProps) {
  const { address, map } = facts;
  return (
    <LabelledSection title="Visit Our Office" className="space-y-4" headingClassName="text-xl font-bold text-navy-900">
      {map.embedUrl ? (
        <div className="aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:aspect-video">
          <iframe
            src={map.embedUrl}
            title={`Map showing the location of ${facts.name}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="size-full border-0"
          />
        </div>
      ) : null}
      <div
        data-testid="map-card"
        className="relative overflow-hidden rounded-xl border border-slate-200 bg-navy-50 p-5 sm:p-6"
      >
        <MapBackdrop />
        <div className="relative flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white">
            <MapPinIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-navy-900">{facts.name}</p>
            <address className="text-slate-700 not-italic">
              {address.street}
              <br />
              {address.city}, {address.state} {address.zip}
            </address>
            {map.linkUrl ? (
              <a
                href={map.linkUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-teal-700 underline-offset-4 hover:underline"
              >
                Open in map
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLinkIcon className="size-4" />
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </LabelledSection>
  );
}

/** A faint street-grid drawing, so the card reads as a map even when the live map cannot load. */
function MapBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 size-full text-navy-100"
      preserveAspectRatio="none"
      viewBox="0 0 400 160"
    >
      <g fill="none" stroke="currentColor" strokeWidth="6">
        <path d="M-10 120 C 80 100, 160 140, 410 60" />
        <path d="M250 -10 L 300 170" />
      </g>
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M-10 40 L 410 20" />
        <path d="M120 -10 L 150 170" />
        <path d="M340 -10 L 370 170" />
      </g>
    </svg>
  );
}

