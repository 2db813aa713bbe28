// The few icons the post editor adds to components/ui/icons (stroke style, 24px grid, decorative).
import { drawnIcon } from '@/components/ui/icon';

export const RefreshIcon = drawnIcon(
  <>
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </>,
);

export const PencilIcon = drawnIcon(<path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" />);

export const HistoryIcon = drawnIcon(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </>,
);
