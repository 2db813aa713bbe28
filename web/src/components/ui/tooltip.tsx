// Tooltip primitives (shadcn/ui style on Radix Tooltip): open after 700 ms, 300 ms skip delay, 4 px from the
// trigger; <WithTooltip> wraps one control (e.g. an icon button) with its label.
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Open 700 ms after pointing; within 300 ms of leaving one, the next opens at once; 4 px from the trigger. */
const TOOLTIP_DELAY = 700;
const TOOLTIP_SKIP_DELAY = 300;
const TOOLTIP_SIDE_OFFSET = 4;

export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY} {...props} />;
}

const Tooltip = TooltipPrimitive.Root;
const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({
  className,
  sideOffset = TOOLTIP_SIDE_OFFSET,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-navy-950 px-3 py-1.5 text-xs font-medium text-white shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** One control with a tooltip. The control keeps its own accessible name (aria-label); the tooltip shows it. */
export function WithTooltip({ label, children, side }: { label: ReactNode; children: ReactElement; side?: 'top' | 'bottom' | 'left' | 'right' }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
}
