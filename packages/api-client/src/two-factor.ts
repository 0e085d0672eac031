import * as twoFactor from '@tote/validation/contracts/two-factor';
import type {
  ConfirmEnrolment,
  RecoverSecondFactorInput,
  StartEnrolment,
  VerifySecondFactor,
} from '@tote/validation/two-factor';
import { call } from './client';

// Staff sign-in's second step: each trades the login ticket (and a code) (@tote/validation/contracts/two-factor).
export const startEnrolment = (body: StartEnrolment) =>
  call(twoFactor.startTwoFactorEnrolment, { json: body });
export const confirmEnrolment = (body: ConfirmEnrolment) =>
  call(twoFactor.confirmTwoFactorEnrolment, { json: body });
export const verifySecondFactor = (body: VerifySecondFactor) =>
  call(twoFactor.verifySecondFactor, { json: body });
export const recoverSecondFactor = (body: RecoverSecondFactorInput) =>
  call(twoFactor.recoverSecondFactor, { json: body });
