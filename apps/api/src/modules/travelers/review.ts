import { type SetTravelerStatus, travelerErrors } from '@tote/validation/accounts';
import { adminMessages } from '@tote/validation/admin';
import { commonErrors } from '@tote/validation/contract';
import { raise } from '../../errors';
import { sendNotice } from '../accounts/accounts.mail';
import { findAccount, moveTravelerStatus, type SessionUser, withoutPasswordHash } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { notify } from '../notifications/notifications.service';
import type { TravelersDeps } from './travelers.deps';
import { travelerRejectedMail, travelerVerifiedMail } from './travelers.mail';
import * as repo from './travelers.repo';

/** What the traveler's bell says about the staff decision (the Overview reads the new status). */
export function travelerReviewNotice(input: SetTravelerStatus): { title: string; body: string } {
  return input.status === 'verified'
    ? {
        title: adminMessages.verificationApprovedTitle,
        body: 'Your traveler account is verified. You can now share your trips.',
      }
    : {
        title: adminMessages.verificationRejectedTitle,
        body: `Your traveler verification was not approved: ${input.reason || 'no reason was given.'} You can send it again.`,
      };
}

/** Staff review of traveler verifications (PUT /admin/travelers/:userId/verification and modules/admin). */
export function createTravelerReview(deps: Omit<TravelersDeps, 'config'>) {
  const { db, clock, log } = deps;

  return {
    /**
     * Staff decision on a pending verification: pending -> verified | rejected. The traveler is told in the app
     * (a notification, same transaction) and by email once it committed.
     */
    async setTravelerStatus(
      staff: SessionUser,
      userId: string,
      input: SetTravelerStatus,
    ): Promise<SessionUser> {
      // Separation of duties: nobody approves their own identity check.
      if (staff.id === userId) throw raise(travelerErrors.ownVerification);
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const moved = await moveTravelerStatus(tx, userId, 'pending', input.status, now);
        if (!moved) return undefined;
        await repo.recordTravelerReview(tx, userId, {
          reviewedAt: now,
          reviewedBy: staff.id,
          reviewNote: input.reason ?? null,
        });
        await notify(tx, { userId, ...travelerReviewNotice(input) }, now);
        await publishOnCommit(tx, [userId], { type: 'verification.changed', userId }, { staff: true });
        return moved;
      });
      if (!updated) {
        if (!(await findAccount(db, userId))) throw raise(commonErrors.notFound);
        throw raise(travelerErrors.notPending);
      }
      log.info({ userId, status: input.status, staffId: staff.id }, 'traveler verification reviewed');
      await sendNotice(
        deps,
        input.status === 'verified'
          ? travelerVerifiedMail(updated)
          : travelerRejectedMail(updated, input.reason || 'no reason was given.'),
        { userId },
      );
      return withoutPasswordHash(updated);
    },
  };
}

export type TravelerReview = ReturnType<typeof createTravelerReview>;
