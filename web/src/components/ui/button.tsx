// Button primitives: `buttonVariants` (classes for buttons and button-styled links) and <Button>.
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50';
const VARIANTS = {
  primary: 'bg-teal-600 text-white shadow-sm hover:bg-teal-700 focus-visible:outline-teal-600',
  secondary: 'bg-navy-900 text-white shadow-sm hover:bg-navy-800 focus-visible:outline-navy-900',
  outline: 'border border-navy-200 bg-white text-navy-900 hover:bg-navy-50 focus-visible:outline-navy-500',
  inverse: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
  ghost: 'text-navy-900 hover:bg-navy-50 focus-visible:outline-navy-500',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700',
};
const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-6 text-lg',
};

/** A look and a size (primary and md unless given; size null: the caller sizes it), plus classes of the caller's. */
export type ButtonVariantProps = {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES | null;
  className?: string;
};

export function buttonVariants({ variant = 'primary', size = 'md', className }: ButtonVariantProps = {}): string {
  return cn(BASE, VARIANTS[variant], size && SIZES[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
