/** Look of an inline link on the auth screens (router <Link> or <a>). */
export const textLinkClasses =
  'focus-ring rounded-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';
