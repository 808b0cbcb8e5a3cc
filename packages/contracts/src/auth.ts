import { z } from 'zod';
import { AUTH_LIMITS } from './constants.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'invalid_email' }))
  .pipe(z.string().max(254));
export const passwordSchema = z
  .string()
  .min(AUTH_LIMITS.passwordMinLength, { error: 'password_too_short' })
  .max(256, { error: 'password_too_long' })
  .refine((v) => v.trim() !== '', { error: 'password_blank' });

export const signupRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    full_name: z.string().trim().max(120).optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'passwords_do_not_match',
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'required' }).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(20).max(200) });
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordUpdateRequestSchema = z
  .object({
    /** The token from the reset e-mail; omitted when a signed-in user changes their password. */
    token: z.string().min(20).max(200).optional(),
    /** Required without `token`: a signed-in user proves they know the password they are replacing. */
    current_password: z.string().max(256).optional(),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'passwords_do_not_match',
  })
  .refine((v) => v.token !== undefined || !!v.current_password, { path: ['current_password'], error: 'required' });
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequestSchema>;
export const confirmEmailRequestSchema = z.object({ token: z.string().min(20).max(200) });

export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Unix time in seconds. */
  expires_at: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  is_admin: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authResponseSchema = z.object({ user: authUserSchema, session: sessionSchema.nullable() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const activeSessionSchema = z.object({
  id: z.uuid(),
  session_id: z.uuid(),
  user_agent: z.string().nullable(),
  device_info: z.string().nullable(),
  location_info: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_activity: z.string(),
  expires_at: z.string(),
  is_current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const loginHistoryEntrySchema = z.object({
  id: z.uuid(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  device_info: z.string().nullable(),
  location_info: z.string().nullable(),
  login_method: z.enum(['password', 'oauth']),
  login_time: z.string(),
  success: z.boolean(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
