// Inline SVG icons of the site's frame and of several pages. Icons only one feature uses live in that feature,
// so that every page doesn't download them.
import { drawnIcon } from '@/components/ui/icon';

export const PhoneIcon = drawnIcon(<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />);

export const MailIcon = drawnIcon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);

export const MapPinIcon = drawnIcon(
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);

export const ShieldIcon = drawnIcon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);

export const ArrowRightIcon = drawnIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const ChevronDownIcon = drawnIcon(<path d="m6 9 6 6 6-6" />);

export const MenuIcon = drawnIcon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = drawnIcon(<path d="M18 6 6 18M6 6l12 12" />);

export const MessageIcon = drawnIcon(<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />);

export const ExternalLinkIcon = drawnIcon(<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);
