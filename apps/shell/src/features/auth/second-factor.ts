import { ApiError } from '@tote/api-client/client';
import { readSiteMap } from '@tote/ui';
import type { PublicUser } from '@tote/validation/accounts';
import { type SignInChallenge, SignInChallengeSchema } from '@tote/validation/two-factor';
import { browserLocation } from '@tote/web/session';
import { type Destination, homeOf, type SignInVariant, safeNext } from './destination';

/**
 * What the staff sign-in's second step needs, carried from /login in router state (never in the URL: the
 * ticket is a credential): the ticket and where to go afterwards.
 */
export interface SecondFactorState {
  challenge: SignInChallenge;
  next: string | null;
  variant: SignInVariant;
}

export function secondFactorFromState(state: unknown): SecondFactorState | undefined {
  const raw = state as Partial<SecondFactorState> | null;
  const challenge = SignInChallengeSchema.safeParse(raw?.challenge);
  if (!challenge.success) return undefined;
  return {
    challenge: challenge.data,
    next: typeof raw?.next === 'string' ? raw.next : null,
    variant: raw?.variant === 'traveler' ? 'traveler' : 'sender',
  };
}

/** The sign-in answer that asks for the second factor, if `error` is one. */
export function secondFactorStep(
  error: unknown,
): { step: 'second_factor_required' | 'enrolment_required'; challenge: SignInChallenge } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code !== 'second_factor_required' && error.code !== 'enrolment_required') return undefined;
  const challenge = SignInChallengeSchema.safeParse(error.body.challenge);
  return challenge.success ? { step: error.code, challenge: challenge.data } : undefined;
}

/** Where a signed-in person goes: a safe `next`, else their home. */
export function destinationAfterSignIn(user: PublicUser, state: SecondFactorState): Destination {
  return safeNext(state.next, readSiteMap(), window.location.origin) ?? homeOf(user, state.variant);
}

export function goTo(destination: Destination, navigate: (path: string) => void) {
  if (destination.kind === 'path') navigate(destination.path);
  else browserLocation.assign(destination.url);
}
