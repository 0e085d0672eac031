import { useId } from 'react';
import { cx } from './class-names';
import { FieldError, fieldIds } from './field-parts';
import { StarIcon } from './icons';

export interface StarRatingInputProps {
  /** 0: none chosen yet. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  error?: string;
  max?: number;
}

/**
 * Choosing 1 to `max` stars: a radio group (arrow keys move, each star is "N stars"), drawn as the stars of
 * StarRating. The chosen star and those before it are filled.
 */
export function StarRatingInput({ value, onChange, label = 'Rating', error, max = 5 }: StarRatingInputProps) {
  const id = useId();
  const ids = fieldIds(id);
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? ids.error : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex gap-1">
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className="relative cursor-pointer rounded-control p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={id}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                // Over the star, transparent: the star is what people see and press.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
              />
              <StarIcon
                aria-hidden="true"
                fill="currentColor"
                strokeWidth={0}
                className={cx('size-8', stars <= value ? 'text-accent-500' : 'text-grey-300')}
              />
            </label>
          );
        })}
      </div>
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </fieldset>
  );
}
