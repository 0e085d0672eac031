import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

// SQL only: what the upload quota counts (uploads.ts decides). Sizes are those of the stored, re-encoded files.

/** Which single-file upload a request replaces: its current file stops counting once the new one is stored. */
export type ReplacedUpload = 'avatar' | 'nationalId';

/**
 * Bytes the user has stored: item photos of their orders, their profile photo, their national ID, the
 * hand-over photos they took as a traveler and the images they sent in chats.
 */
export async function storedUploadBytes(
  db: Database,
  userId: string,
  replaced?: ReplacedUpload,
): Promise<number> {
  const avatar = replaced === 'avatar' ? sql`0` : sql`coalesce(u.avatar_size, 0)`;
  const nationalId =
    replaced === 'nationalId'
      ? sql`0`
      : sql`coalesce((select tv.national_id_size from traveler_verifications tv where tv.user_id = u.id), 0)`;
  const [row] = await queryRows<{ bytes: string | number }>(
    db,
    sql`select (
        coalesce((select sum(oi.size_bytes) from order_images oi join orders o on o.id = oi.order_id
                  where o.sender_id = u.id), 0)
        + coalesce((select sum(ho.hand_over_photo_size) from orders ho where ho.hand_over_photo_by = u.id), 0)
        + coalesce((select sum(m.image_size) from messages m where m.author_id = u.id), 0)
        + coalesce((select sum(rp.size_bytes) from pickup_refusal_photos rp
                    join pickup_refusals r on r.id = rp.refusal_id where r.traveler_id = u.id), 0)
        + ${avatar} + ${nationalId}
      )::bigint as bytes
      from users u where u.id = ${userId}`,
  );
  return Number(row?.bytes ?? 0);
}

/**
 * Locks the user's row until the transaction ends, so two uploads of one person at once cannot both fit in
 * the room that only one of them fits in.
 */
export async function lockUploader(tx: Database, userId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(tx, sql`select id from users where id = ${userId} for update`);
  return rows.length > 0;
}
