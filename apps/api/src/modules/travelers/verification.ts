import { type TravelerVerification, travelerErrors } from '@tote/validation/accounts';
import { commonErrors } from '@tote/validation/contract';
import { raise } from '../../errors';
import type { ClientInfo } from '../accounts/accounts.deps';
import { sendNotice } from '../accounts/accounts.mail';
import { moveTravelerStatus, type SessionUser, withoutPasswordHash } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { deleteReplacedUpload, readUpload } from '../uploads/storage';
import { assertUploadRoom, reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import type { TravelersDeps } from './travelers.deps';
import { travelerVerificationReceivedMail } from './travelers.mail';
import * as repo from './travelers.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => raise(commonErrors.notFound);

/**
 * docs/product/lifecycles.md, Traveler verification: a traveler sends the verification once, and again only
 * after a rejection. Only travelers reach it: the route's access is 'traveler' (plugins/session.ts).
 */
function assertTravelerMaySubmit(user: SessionUser): void {
  if (user.travelerStatus === 'pending') throw raise(travelerErrors.verificationPending);
  if (user.travelerStatus === 'verified') throw raise(travelerErrors.alreadyVerified);
}

/** The traveler's side of the verification: the national ID upload, and reading it back (with its audit). */
export function createTravelerVerification(deps: TravelersDeps) {
  const { db, clock, log, config } = deps;

  return {
    /**
     * Runs before the body of POST /me/traveler-verification is read (and again in the submit): a traveler whose
     * verification is neither pending nor done, with room in their upload quota besides the ID it replaces.
     */
    async assertCanSubmit(user: SessionUser): Promise<void> {
      assertTravelerMaySubmit(user);
      await assertUploadRoom(db, user.id, 'nationalId', 'nationalId');
    },

    /**
     * "Verify as a Traveler" (docs/product/accounts.md, /user-v): stores the national ID (checked by its
     * bytes and re-encoded, modules/uploads) and the text fields, then status `pending`. The file is kept
     * only when the database write commits; the route disposes of it otherwise, so no orphan file stays.
     */
    async submit(
      user: SessionUser,
      fields: TravelerVerification,
      upload: Pick<UploadForm, 'storeFiles' | 'keep'>,
    ): Promise<SessionUser> {
      assertTravelerMaySubmit(user);
      const [nationalId] = await upload.storeFiles();
      if (!nationalId) throw new Error('submitTravelerVerification needs one file');

      const now = clock.now();
      let previousFile: string | undefined;
      const updated = await db.transaction(async (tx) => {
        await reserveUploadRoom(tx, user.id, [nationalId], 'nationalId', 'nationalId');
        previousFile = (await repo.findTravelerVerification(tx, user.id))?.nationalIdFile;
        await repo.upsertTravelerVerification(tx, {
          userId: user.id,
          residentialAddress: fields.residentialAddress,
          placeOfWork: fields.placeOfWork,
          nationalIdFile: nationalId.key,
          nationalIdType: nationalId.contentType,
          nationalIdSize: nationalId.sizeBytes,
          submittedAt: now,
        });
        const moved = await moveTravelerStatus(tx, user.id, user.travelerStatus, 'pending', now);
        // Someone else changed the status meanwhile (a second submit): roll back this one.
        if (!moved) throw raise(travelerErrors.verificationPending);
        // A new request in the staff's verification queue (ADR 013).
        await publishOnCommit(
          tx,
          [user.id],
          { type: 'verification.changed', userId: user.id },
          { staff: true },
        );
        return moved;
      });
      upload.keep();
      // The national ID this one replaced (after the commit; a failure is only logged).
      await deleteReplacedUpload(config.nationalIds, previousFile, log);
      await sendNotice(deps, travelerVerificationReceivedMail(updated), { userId: user.id });
      return withoutPasswordHash(updated);
    },

    /**
     * The owner and staff may read it; for anyone else it does not exist (404, not 403). Every staff read is
     * written to national_id_reads before the file is answered (an audit of who looked at whose ID; ASVS
     * 7.1.3), and a read whose audit row cannot be written fails.
     */
    async readNationalId(
      viewer: SessionUser,
      userId: string,
      client: ClientInfo,
    ): Promise<{ content: Buffer; type: string }> {
      if (!UUID.test(userId) || (viewer.id !== userId && !viewer.isStaff)) throw notFound();
      const row = await repo.findTravelerVerification(db, userId);
      if (!row) throw notFound();
      const content = await readUpload(config.nationalIds, row.nationalIdFile);
      if (!content) {
        log.error({ userId }, 'the national ID file named in the database is missing');
        throw notFound();
      }
      if (viewer.isStaff) {
        await repo.insertNationalIdRead(db, {
          staffId: viewer.id,
          userId,
          readAt: clock.now(),
          requestId: client.requestId ?? '',
          ip: client.ip,
        });
      }
      return { content, type: row.nationalIdType };
    },
  };
}

export type TravelerVerificationFlow = ReturnType<typeof createTravelerVerification>;
