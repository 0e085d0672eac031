import {
  type ChooseRole,
  CodeTicketSchema,
  type ForgotPassword,
  type LoginInput,
  type ResendCode,
  type ResetPassword,
  ResetTicketSchema,
  SessionSchema,
  type SignUpInput,
  type TravelerVerification,
  type VerifyEmail,
  type VerifyResetCode,
} from '@tote/validation/accounts';
import * as mail from '@tote/validation/contracts/mail';
import { call, parseResponse, request, send } from './client';

export const getSession = () => request(SessionSchema, 'auth/session');
/** The session asked with plain fetch before this module loaded (see @tote/web/session's prefetchSession). */
export const sessionFromResponse = (answer: Promise<Response>) => parseResponse(SessionSchema, answer);
export const signUp = (body: SignUpInput) =>
  request(CodeTicketSchema, 'auth/signup', { method: 'post', json: body });
export const verifyEmail = (body: VerifyEmail) =>
  request(SessionSchema, 'auth/verify-email', { method: 'post', json: body });
export const resendCode = (body: ResendCode) =>
  request(CodeTicketSchema, 'auth/codes/resend', { method: 'post', json: body });
export const login = (body: LoginInput) =>
  request(SessionSchema, 'auth/login', { method: 'post', json: body });
export const logout = () => send('auth/logout', { method: 'post', json: {} });
export const forgotPassword = (body: ForgotPassword) =>
  request(CodeTicketSchema, 'auth/password/forgot', { method: 'post', json: body });
export const verifyResetCode = (body: VerifyResetCode) =>
  request(ResetTicketSchema, 'auth/password/verify-code', { method: 'post', json: body });
export const resetPassword = (body: ResetPassword) =>
  send('auth/password/reset', { method: 'post', json: body });
export const chooseRole = (body: ChooseRole) =>
  request(SessionSchema, 'me/roles', { method: 'post', json: body });

export function submitTravelerVerification(fields: TravelerVerification, nationalId: File) {
  const body = new FormData();
  body.set('residentialAddress', fields.residentialAddress);
  body.set('placeOfWork', fields.placeOfWork);
  body.set('nationalId', nationalId);
  return request(SessionSchema, 'me/traveler-verification', { method: 'post', body });
}

export const getMailbox = () => call(mail.getMailbox, {});
