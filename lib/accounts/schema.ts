import * as z from '@/lib/validation/zod';
import { EMAIL } from '@/lib/validation/patterns';

/**
 * The account payloads of spec §3 and §7, shared by the route handlers and the admin forms.
 * Each message is the error code the API answers with (texts in messages/ under "Errors").
 */
const required = (code: 'REQUIRED_USERNAME' | 'REQUIRED_PASSWORD' | 'REQUIRED_OLD_PASSWORD') =>
  z.string({ error: code }).min(1, code);

/** Bounds of a new password; the spec shows none, a back-office account needs some. */
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_NEW_PASSWORD_LENGTH = 8;

const newPassword = z
  .string({ error: 'REQUIRED_NEW_PASSWORD' })
  .min(1, 'REQUIRED_NEW_PASSWORD')
  .min(MIN_NEW_PASSWORD_LENGTH, 'INVALID_NEW_PASSWORD')
  .max(MAX_PASSWORD_LENGTH, 'INVALID_NEW_PASSWORD');
const confirmPassword = z
  .string({ error: 'REQUIRED_CONFIRM_PASSWORD' })
  .min(1, 'REQUIRED_CONFIRM_PASSWORD');

function passwordsMatch(value: { newPassword: string; confirmPassword: string }): boolean {
  return value.newPassword === value.confirmPassword;
}
const mismatch = { message: 'ERROR_NEW_PASSWORD_INCORRECT', path: ['confirmPassword'] };

const email = z
  .string({ error: 'REQUIRED_EMAIL' })
  .trim()
  .toLowerCase()
  .pipe(
    z.string().min(1, 'REQUIRED_EMAIL').max(254, 'INVALID_EMAIL').regex(EMAIL, 'INVALID_EMAIL'),
  );

export const loginSchema = z.object({
  username: required('REQUIRED_USERNAME'),
  password: required('REQUIRED_PASSWORD'),
});

export const refreshTokenSchema = z.object({
  refreshToken: z.string({ error: 'REQUIRED_REFRESH_TOKEN' }).min(1, 'REQUIRED_REFRESH_TOKEN'),
  // The spec's client sends the user decoded from its token; the refresh token alone decides.
  user: z.unknown().optional(),
});

export const rejectTokenSchema = refreshTokenSchema.pick({ refreshToken: true });

export const resetRequestSchema = z.object({
  mail: email,
  lang: z.enum(['ro', 'en']).catch('ro'),
});

export const changePasswordSchema = z
  .object({ oldPassword: required('REQUIRED_OLD_PASSWORD'), newPassword, confirmPassword })
  .refine(passwordsMatch, mismatch);

export const verifyResetSchema = z
  .object({
    newPassword,
    confirmPassword,
    token: z.string({ error: 'REQUIRED_RESET_TOKEN' }).min(1, 'REQUIRED_RESET_TOKEN'),
  })
  .refine(passwordsMatch, mismatch);

/** A user name chosen with an invitation: letters, digits, '.', '_' or '-', 3 to 40 of them. */
export const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;

/** POST /api/account/invite (issue #33). */
export const inviteSchema = z.object({ email });

/** POST /api/account/accept: the invitation's token, and the name and password chosen. */
export const acceptInviteSchema = z.object({
  token: z.string({ error: 'INVALID_INVITE_TOKEN' }).min(1, 'INVALID_INVITE_TOKEN'),
  username: z
    .string({ error: 'REQUIRED_USERNAME' })
    .trim()
    .pipe(z.string().min(1, 'REQUIRED_USERNAME').regex(USERNAME, 'INVALID_USERNAME')),
  password: newPassword,
});

export type LoginInput = z.infer<typeof loginSchema>;
export type InviteInput = z.infer<typeof inviteSchema>;
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type VerifyResetInput = z.infer<typeof verifyResetSchema>;
