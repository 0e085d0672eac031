import { Button } from '@tote/ui/button';
import { TextField } from '@tote/ui/text-field';
import { MAX_ITEMS } from '@tote/validation/orders';
import type { FocusEvent } from 'react';

interface ItemNamesFieldProps {
  itemNames: string[];
  /** The new list and the key of the entry that changed ("itemNames.1"). */
  onChange: (itemNames: string[], key: string) => void;
  /** The key of the entry left, and the blur event (the kit's markLeft reads where the focus went). */
  onBlur: (key: string, event: FocusEvent<HTMLInputElement>) => void;
  errorOf: (key: string) => string | undefined;
}

/**
 * docs/product/sender.md, Request Delivery, "the name of each item": one box per item, with Add another item
 * and Remove.
 */
export function ItemNamesField({ itemNames, onChange, onBlur, errorOf }: ItemNamesFieldProps) {
  const listError = errorOf('itemNames');
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">
        Name of each item
        <span aria-hidden="true" className="ml-0.5 text-danger-600">
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      {itemNames.map((itemName, index) => {
        const key = `itemNames.${index}`;
        return (
          <div key={index} className="flex items-start gap-2">
            <TextField
              label={`Item ${index + 1}`}
              name={key}
              required
              autoComplete="off"
              placeholder={index === 0 ? 'e.g. Laptop' : undefined}
              value={itemName}
              onChange={(event) =>
                onChange(
                  itemNames.map((name, position) => (position === index ? event.target.value : name)),
                  key,
                )
              }
              onBlur={(event) => onBlur(key, event)}
              error={errorOf(key)}
              wrapperClassName="min-w-0 flex-1"
            />
            {itemNames.length > 1 && (
              <Button
                variant="ghost"
                className="mt-7 min-h-11"
                aria-label={`Remove item ${index + 1}`}
                onClick={() =>
                  onChange(
                    itemNames.filter((_, position) => position !== index),
                    'itemNames',
                  )
                }
              >
                Remove
              </Button>
            )}
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={itemNames.length >= MAX_ITEMS}
          onClick={() => onChange([...itemNames, ''], 'itemNames')}
        >
          Add another item
        </Button>
      </div>
    </fieldset>
  );
}
