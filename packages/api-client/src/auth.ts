import type {
  ChooseRole,
  ForgotPassword,
  LoginInput,
  ResendCode,
  ResetPassword,
  SignUpInput,
  TravelerVerification,
  VerifyEmail,
  VerifyResetCode,
} from '@tote/validation/accounts';
import * as accounts from '@tote/validation/contracts/accounts';
import * as mail from '@tote/validation/contracts/mail';
import * as travelers from '@tote/validation/contracts/travelers';
import { call, parseResponse } from './client';

/** GET /auth/session: the signed-in person; 401 not_signed_in otherwise. */
export const getSession = () => call(accounts.getSession, {});
/** The session asked with plain fetch before this module loaded (see @tote/web/session's prefetchSession). */
export const sessionFromResponse = (answer: Promise<Response>) =>
  parseResponse(accounts.getSession.response, answer);
export const signUp = (body: SignUpInput) => call(accounts.signUp, { json: body });
export const verifyEmail = (body: VerifyEmail) => call(accounts.verifyEmail, { json: body });
export const resendCode = (body: ResendCode) => call(accounts.resendCode, { json: body });
/** POST /auth/login: staff get 401 with `error.challenge`; an unconfirmed address 403 with `error.ticket`. */
export const login = (body: LoginInput) => call(accounts.login, { json: body });
export const logout = () => call(accounts.logout, { json: {} });
export const forgotPassword = (body: ForgotPassword) => call(accounts.forgotPassword, { json: body });
export const verifyResetCode = (body: VerifyResetCode) => call(accounts.verifyResetCode, { json: body });
export const resetPassword = (body: ResetPassword) => call(accounts.resetPassword, { json: body });
export const chooseRole = (body: ChooseRole) => call(accounts.chooseRole, { json: body });

/** POST /me/traveler-verification as one multipart request: the two text fields and the national ID file. */
export function submitTravelerVerification(fields: TravelerVerification, nationalId: File) {
  const form = new FormData();
  form.set('residentialAddress', fields.residentialAddress);
  form.set('placeOfWork', fields.placeOfWork);
  form.set('nationalId', nationalId);
  return call(travelers.submitTravelerVerification, { form });
}

export const getMailbox = () => call(mail.getMailbox, {});
