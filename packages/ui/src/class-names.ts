// clsx's string-only build: the kit only ever joins strings and falsy values, and it is the smaller one in
// every app's first-load script.
import { clsx } from 'clsx/lite';

/** Joins class names, skipping falsy ones: clsx, under the short name the kit's components use. */
export const cx = clsx;
