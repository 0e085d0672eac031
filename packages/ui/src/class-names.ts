import { clsx } from 'clsx';

/** Joins class names, skipping falsy ones: clsx, under the short name the kit's components use. */
export const cx = clsx;
