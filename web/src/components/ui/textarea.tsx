// Textarea: the multi-line text field of the editors; rows come from the caller.
import type { TextareaHTMLAttributes } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClasses, 'block resize-y leading-relaxed', className)} {...props} />;
}
