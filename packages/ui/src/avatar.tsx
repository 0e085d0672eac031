import { useState } from 'react';
import { cx } from './class-names';

export interface AvatarProps {
  src?: string;
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide it from screen readers when the name is already written next to it. */
  decorative?: boolean;
  className?: string;
}

const fallbackClasses = 'items-center justify-center bg-brand-100 font-semibold text-brand-800';

const avatarSizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A round photo, or the person's initials when there is no photo or it fails to load. */
export function Avatar({ src, name, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const classes = cx('inline-flex shrink-0 overflow-hidden rounded-full', avatarSizes[size], className);

  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        onError={() => setFailedSrc(src)}
        className={cx(classes, 'object-cover')}
      />
    );
  }
  const letters = initials(name);
  if (decorative) {
    return (
      <span aria-hidden="true" className={cx(classes, fallbackClasses)}>
        {letters}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} className={cx(classes, fallbackClasses)}>
      <span aria-hidden="true">{letters}</span>
    </span>
  );
}
