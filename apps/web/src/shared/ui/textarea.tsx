import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses } from '#shared/ui/input.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Set by `Field` when the field has an error (kept off the DOM element). */
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text box styled like the kit's Input (descriptions, reasons, lesson summaries). */
export function Textarea({ invalid, className, rows = 3, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={controlClasses(invalid, className)}
      {...rest}
    />
  );
}
