import { SessionSchema } from '@tote/validation/accounts';
import {
  type ConfirmEnrolment,
  EnrolledSessionSchema,
  EnrolmentSchema,
  type RecoverSecondFactorInput,
  type StartEnrolment,
  type VerifySecondFactor,
} from '@tote/validation/two-factor';
import { request } from './client';

// Staff sign-in's second step (see @tote/validation/two-factor for the contract).
export const startEnrolment = (body: StartEnrolment) =>
  request(EnrolmentSchema, 'auth/two-factor/enrolment', { method: 'post', json: body });
export const confirmEnrolment = (body: ConfirmEnrolment) =>
  request(EnrolledSessionSchema, 'auth/two-factor/enrolment/confirm', { method: 'post', json: body });
export const verifySecondFactor = (body: VerifySecondFactor) =>
  request(SessionSchema, 'auth/two-factor/verify', { method: 'post', json: body });
export const recoverSecondFactor = (body: RecoverSecondFactorInput) =>
  request(SessionSchema, 'auth/two-factor/recover', { method: 'post', json: body });
