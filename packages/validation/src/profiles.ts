import './zod-config';
import { z } from 'zod';
import { messages, PasswordSchema } from './accounts';
import { CountryFieldSchema } from './countries';
import { defineErrors } from './errors';

/**
 * Profiles and account settings (docs/product/sender.md /sender-p, traveler.md /profile-t; the one call the
 * prototype made: PUT {host}/api/v1/users/{userId}/profile with { fullname, country, state }). The routes:
 * contracts/profiles.ts; POST /me/password and POST /me/deactivate (the schemas at the end) are the accounts
 * module's.
 */

// Edit Profile's country and state options: the spec's lists (USA, Canada, UK, Australia, Rwanda; California,
// Texas, Florida, New York, Kigali) are a minimum, so the dialog offers every country (as at sign-up) and the
// states of the chosen one (regions.ts), which include all of these.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024; // "below 2MB" (docs/product/overview.md, Constants)
/**
 * "The photo must be below 2MB." (docs/product/messages.md): a file of exactly 2 MB is refused, on the client
 * and the server.
 */
export const isAvatarSizeAllowed = (bytes: number) => bytes > 0 && bytes < AVATAR_MAX_BYTES;
export const AVATAR_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
} as const;

export const profileMessages = {
  avatarTooLarge: 'The photo must be below 2MB.',
  avatarType: 'Choose an image (PNG, JPEG, GIF or WebP).',
  avatarRequired: 'Choose a photo to upload.',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordRequired: 'Enter your current password please!',
  deactivateConfirm: 'Type DEACTIVATE to confirm.',
  // The general form; the API names the country (regionNotInCountryMessage in regions.ts).
  stateNotInCountry: 'Choose a state of the country you chose please!',
} as const;

/** What the profile photo upload answers besides the upload form's own errors (uploadErrors in uploads.ts). */
export const profileErrors = defineErrors({
  avatarRequired: { status: 400, code: 'validation_error', message: profileMessages.avatarRequired },
  avatarTooLarge: { status: 413, code: 'file_too_large', message: profileMessages.avatarTooLarge },
  avatarType: { status: 400, code: 'file_type', message: profileMessages.avatarType },
  /** PUT /users/{userId}/profile: a state of another country ("United Kingdom / California"); field state. */
  stateNotInCountry: { status: 400, code: 'validation_error', message: profileMessages.stateNotInCountry },
});

// Not z.uuid(): a malformed id is someone else's profile as far as the caller can tell (404, not 400).
export const ProfileUserParamsSchema = z.object({ userId: z.string().max(100) });

/** The body of PUT /users/{userId}/profile, spelt as the prototype's call spelt it. */
export const UpdateProfileSchema = z.object({
  fullname: z.string().trim().min(1, messages.fullNameRequired).max(100, 'Use at most 100 characters.'),
  /** Any code from COUNTRY_CODES, as at sign-up. The state must belong to it: the API checks (regions.ts). */
  country: CountryFieldSchema(messages.countryRequired),
  state: z.string().trim().min(1, 'Enter your state please!').max(60, 'Use at most 60 characters.'),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /**
   * The Bayesian average of the shown reviews received (docs/decisions/018-reviews.md), one decimal; 0 when
   * there are none (a rating starts at 0).
   */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Orders the person sent that reached their receiver, all time (profileFactLabels.deliveriesSent). */
  deliveriesCount: z.number().int(),
  /**
   * Orders the person carried on their trips and handed over, all time: the count the traveler's public profile
   * and, for this month, the Overview's Monthly tile read (profileFactLabels.deliveriesCarried). The API always
   * sends it; the default keeps stubs built before it parsing.
   */
  deliveriesCarried: z.number().int().default(0),
  memberSince: z.string(),
});

/**
 * What each count on a profile counts, in its label (one definition for the sender's and the traveler's
 * profiles and the traveler's public profile; docs/product/sender.md and traveler.md, Profile).
 */
export const profileFactLabels = {
  deliveriesSent: 'Deliveries sent and delivered',
  deliveriesCarried: 'Deliveries carried and delivered',
  memberSince: 'Member since',
} as const;
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * Where a profile photo is served. `version` changes with every new photo, so the answer can be cached for long
 * and a new photo still shows at once.
 */
export function avatarHref(userId: string, version: string): string {
  return `/api/v1/users/${encodeURIComponent(userId)}/avatar?v=${encodeURIComponent(version)}`;
}

/** A review: date, text, author or reviewer. */
export const ReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  /** The reviewer's full name; null when their account no longer exists. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
  /** The reviewed person's one public reply (docs/decisions/018-reviews.md). */
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable().optional(),
  /** When the reviewed person reported it (shown to them only); null when not reported. */
  reportedAt: z.string().nullable().optional(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.object({ reviews: z.array(ReviewSchema) });
export type ReviewList = z.infer<typeof ReviewListSchema>;

/**
 * POST /me/password: 204, and every other session of the account ends (this one stays). A wrong password is 400
 * wrong_password (field currentPassword, or password on deactivate) and counts towards the sign-in limit (429
 * too_many_attempts).
 */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, profileMessages.currentPasswordRequired).max(128),
    password: PasswordSchema,
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** POST /me/deactivate: 204, every session ends; the records stay for staff. */
export const DeactivateAccountSchema = z.object({
  password: z.string().min(1, profileMessages.currentPasswordRequired).max(128),
  confirm: z.literal('DEACTIVATE', { error: profileMessages.deactivateConfirm }),
});
export type DeactivateAccount = z.infer<typeof DeactivateAccountSchema>;
