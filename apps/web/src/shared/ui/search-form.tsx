import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

/**
 * A search box with its button (and any filters between them), searched on the button or Enter: `onSearch` gets the
 * typed text without surrounding spaces.
 */
export function SearchForm({
  label,
  value,
  onValueChange,
  onSearch,
  submitLabel,
  children,
}: {
  label: string;
  value: string;
  onValueChange: (text: string) => void;
  onSearch: (text: string) => void;
  submitLabel: string;
  /** Filters shown after the box (a category, a sort order). */
  children?: ReactNode;
}) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <Field label={label} className="min-w-0 flex-1 basis-56 space-y-1.5">
        <Input type="search" value={value} onChange={(event) => onValueChange(event.target.value)} />
      </Field>
      {children}
      <Button type="submit" variant="secondary">
        <Search aria-hidden className="h-4 w-4" />
        {submitLabel}
      </Button>
    </form>
  );
}
