import { z } from 'zod';
import { messages, PasswordSchema } from './accounts';

/**
 * Profiles and account settings (spec §2 Profile, §3 "User profile", §7 the one call the prototype made:
 * PUT {host}/api/v1/users/{userId}/profile with { fullname, country, state }). Routes are listed in orders.ts.
 */

// spec §3: country and state options; the sender variant omits Rwanda and Kigali.
export const PROFILE_COUNTRIES = ['USA', 'Canada', 'UK', 'Australia', 'Rwanda'] as const;
export const PROFILE_STATES = ['California', 'Texas', 'Florida', 'New York', 'Kigali'] as const;
export const SENDER_PROFILE_COUNTRIES = PROFILE_COUNTRIES.filter((country) => country !== 'Rwanda');
export const SENDER_PROFILE_STATES = PROFILE_STATES.filter((state) => state !== 'Kigali');

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024; // spec §9: "below 2MB"
export const AVATAR_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
} as const;

export const profileMessages = {
  avatarTooLarge: 'The photo must be below 2MB.',
  avatarType: 'Choose an image (PNG, JPEG, GIF or WebP).',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordRequired: 'Enter your current password please!',
  deactivateConfirm: 'Type DEACTIVATE to confirm.',
} as const;

/** The body of PUT /users/{userId}/profile, spelt as spec §7 spells it. */
export const UpdateProfileSchema = z.object({
  fullname: z.string().trim().min(1, messages.fullNameRequired).max(100, 'Use at most 100 characters.'),
  country: z.string().trim().min(1, messages.countryRequired).max(60, 'Use at most 60 characters.'),
  state: z.string().trim().min(1, 'Enter your state please!').max(60, 'Use at most 60 characters.'),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Average of the reviews received, 0 when there are none (spec §9: rating starts at 0). */
  rating: z.number(),
  reviewCount: z.number().int(),
  deliveriesCount: z.number().int(),
  memberSince: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, profileMessages.currentPasswordRequired).max(128),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const DeactivateAccountSchema = z.object({
  password: z.string().min(1, profileMessages.currentPasswordRequired).max(128),
  confirm: z.literal('DEACTIVATE', { error: profileMessages.deactivateConfirm }),
});
export type DeactivateAccount = z.infer<typeof DeactivateAccountSchema>;
