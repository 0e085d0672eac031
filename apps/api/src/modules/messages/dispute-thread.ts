import { commonErrors } from '@tote/validation/contract';
import type { Conversation } from '@tote/validation/messages';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import type { StoredUpload } from '../uploads/uploads';
import { isUuid, one } from './conversation-view';
import type { MessagesDeps } from './messages.deps';
import * as repo from './messages.repo';

/*
 * A dispute's thread (docs/decisions/019-disputes.md): kind `dispute`, one per disputed order, between its
 * sender, its traveler and the staff ("Admin"). Made by the disputes module on the transaction that opens the
 * dispute, with the sender's description as the first message and each photo as a message of its own, so the
 * photos are served like every chat image: to the people of the dispute and staff only.
 */

export interface DisputeThreadStart {
  orderId: string;
  senderId: string;
  travelerId: string;
  /** The sender's words: the reason and the description. */
  body: string;
  /** Stored already (the chat's image folder); the caller reserved their room in the quota. */
  photos: readonly StoredUpload[];
  at: Date;
}

/** Makes the thread with its first messages, on the caller's transaction; answers its id. */
export async function startDisputeThread(tx: Database, start: DisputeThreadStart): Promise<string> {
  const id = await repo.insertConversation(tx, {
    kind: 'dispute',
    orderId: start.orderId,
    createdAt: start.at,
  });
  if (!id) throw new Error(`the dispute thread of order ${start.orderId} exists already`);
  const first = await repo.insertMessage(tx, {
    conversationId: id,
    authorId: start.senderId,
    authorIsStaff: false,
    body: start.body,
    createdAt: start.at,
  });
  let last = first;
  for (const [index, photo] of start.photos.entries()) {
    last = await repo.insertMessage(tx, {
      conversationId: id,
      authorId: start.senderId,
      authorIsStaff: false,
      body: `Photo ${index + 1} of ${start.photos.length}`,
      imageKey: photo.key,
      imageType: photo.contentType,
      imageSize: photo.sizeBytes,
      createdAt: start.at,
    });
  }
  // The sender has read what they wrote.
  await repo.markRead(tx, id, { userId: start.senderId }, last.id);
  await publishOnCommit(
    tx,
    [start.senderId, start.travelerId],
    { type: 'message.created', conversationId: id, messageId: String(last.id) },
    { staff: true },
  );
  return id;
}

/** The dispute's thread as the viewer sees it (its sender, its traveler or staff; 404 for anyone else). */
export async function disputeConversation(
  deps: Pick<MessagesDeps, 'db' | 'clock'>,
  viewer: SessionUser,
  disputeId: string,
): Promise<Conversation> {
  const id = isUuid(disputeId) ? await repo.findDisputeConversationId(deps.db, disputeId) : null;
  if (!id) throw raise(commonErrors.notFound);
  return one(deps, viewer, id);
}
