// The frame of every inline SVG icon: stroke style on a 24px grid, sized by the caller's classes, decorative
// (hidden from assistive technology) unless the caller labels it.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` in the frame; `frame` overrides its defaults (brand marks are filled). */
export function drawnIcon(shapes: ReactNode, frame?: IconProps) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon {...frame} {...props}>
        {shapes}
      </Icon>
    );
  };
}
