/** Joins class names, skipping falsy ones (a tiny clsx, so the kit needs no extra dependency). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
