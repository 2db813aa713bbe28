// cn(): joins conditional class names (clsx). Variants are designed not to conflict, so no tailwind-merge.
import { clsx, type ClassValue } from 'clsx';

export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
