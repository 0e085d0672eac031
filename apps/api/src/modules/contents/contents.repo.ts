import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pickupRefusalPhotos, pickupRefusals } from '../../db/schema/pickup-refusals';
import type { StoredUpload } from '../uploads/uploads';

/** The contents module's own tables (pickup_refusals and their photos); nothing else writes them. */

export async function insertRefusal(
  tx: Database,
  refusal: { orderId: string; travelerId: string; reason: string; refusedAt: Date },
  photos: readonly StoredUpload[],
): Promise<string> {
  const [row] = await tx.insert(pickupRefusals).values(refusal).returning({ id: pickupRefusals.id });
  if (!row) throw new Error('insertRefusal: no row returned');
  if (photos.length > 0) {
    await tx.insert(pickupRefusalPhotos).values(
      photos.map((photo, position) => ({
        refusalId: row.id,
        storageKey: photo.key,
        contentType: photo.contentType,
        sizeBytes: photo.sizeBytes,
        position,
      })),
    );
  }
  return row.id;
}

/** An order's refusals, newest first, each with its photos in the order taken. */
export async function listRefusals(db: Database, orderId: string) {
  const refusals = await db
    .select()
    .from(pickupRefusals)
    .where(eq(pickupRefusals.orderId, orderId))
    .orderBy(desc(pickupRefusals.refusedAt), desc(pickupRefusals.id));
  const ids = refusals.map((refusal) => refusal.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select({ refusalId: pickupRefusalPhotos.refusalId, position: pickupRefusalPhotos.position })
          .from(pickupRefusalPhotos)
          .where(inArray(pickupRefusalPhotos.refusalId, ids))
          .orderBy(asc(pickupRefusalPhotos.position));
  return refusals.map((refusal) => ({
    ...refusal,
    photoCount: photos.filter((photo) => photo.refusalId === refusal.id).length,
  }));
}

export async function findRefusalPhoto(db: Database, refusalId: string, position: number) {
  const [photo] = await db
    .select()
    .from(pickupRefusalPhotos)
    .where(and(eq(pickupRefusalPhotos.refusalId, refusalId), eq(pickupRefusalPhotos.position, position)));
  return photo;
}
