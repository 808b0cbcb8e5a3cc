import { useId, type Ref } from 'react';
import { CURRENCIES } from '@ww/contracts';
import { Input, type InputProps } from './input.tsx';

/**
 * A three-letter currency code: the usual ones are suggested, and any other ISO 4217 code can be typed, so a trip
 * across a border records what was really paid.
 */
export function CurrencyInput({
  value,
  onChange,
  ref,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  return (
    <>
      <Input
        ref={ref}
        value={value}
        onChange={(event) =>
          onChange(
            event.target.value
              .toUpperCase()
              .replace(/[^A-Z]/g, '')
              .slice(0, 3),
          )
        }
        list={listId}
        maxLength={3}
        autoComplete="off"
        spellCheck={false}
        className="uppercase"
        {...rest}
      />
      <datalist id={listId}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
    </>
  );
}
