// The icons only the home page shows (the hero's hours, the service cards, the about section, testimonials).
import { drawnIcon } from '@/components/ui/icon';

/**
 * An icon drawn as one path per shape it had as SVG elements, so that it looks the same to the pixel: one path for
 * all would smooth the edges apart where two strokes meet. A circle is two half circles from its right-hand point
 * (where the browser starts a <circle>); a rounded rectangle has arcs at its corners.
 */
const pathIcon = (...strokes: string[]) =>
  drawnIcon(
    <>
      {strokes.map((d) => (
        <path key={d} d={d} />
      ))}
    </>,
  );

export const ClockIcon = pathIcon('M22 12a10 10 0 1 1-20 0 10 10 0 1 1 20 0z', 'M12 6v6l4 2');

export const CarIcon = pathIcon(
  'M5 17H3v-5l2-5h14l2 5v5h-2',
  'M3 12h18M9 17h6',
  'M9 17a2 2 0 1 1-4 0 2 2 0 1 1 4 0z',
  'M19 17a2 2 0 1 1-4 0 2 2 0 1 1 4 0z',
);

export const HomeIcon = pathIcon('m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M9 22V12h6v10');

export const AnchorIcon = pathIcon('M15 5a3 3 0 1 1-6 0 3 3 0 1 1 6 0z', 'M12 22V8M5 12H2a10 10 0 0 0 20 0h-3');

export const BuildingIcon = pathIcon(
  'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
  'M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01',
);

export const UmbrellaIcon = pathIcon('M23 12a11.05 11.05 0 0 0-22 0zm-5 7a3 3 0 0 1-6 0v-7');

export const KeyIcon = pathIcon('M13 15.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 1 1 11 0z', 'm21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3');

export const QuoteIcon = pathIcon(
  'M3 21c3 0 7-1 7-8V5c0-1.25-.76-2.02-2-2H4c-1.25 0-2 .75-2 1.97V11c0 1.25.75 2 2 2 1 0 1 0 1 1v1c0 1-1 2-2 2s-1 .01-1 1.03V20c0 1 0 1 1 1z',
  'M15 21c3 0 7-1 7-8V5c0-1.25-.76-2.02-2-2h-4c-1.25 0-2 .75-2 1.97V11c0 1.25.75 2 2 2h.75c0 2.25.25 4-2.75 4v3c0 1 0 1 1 1z',
);
