// Button primitives: `buttonVariants` (classes for buttons and button-styled links) and <Button>.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-teal-600 text-white shadow-sm hover:bg-teal-700 focus-visible:outline-teal-600',
        secondary: 'bg-navy-900 text-white shadow-sm hover:bg-navy-800 focus-visible:outline-navy-900',
        outline: 'border border-navy-200 bg-white text-navy-900 hover:bg-navy-50 focus-visible:outline-navy-500',
        inverse: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
        ghost: 'text-navy-900 hover:bg-navy-50 focus-visible:outline-navy-500',
        danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-12 px-6 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
