import { createHash, randomUUID } from 'node:crypto';
import {
  type DemoDispute,
  demoDisputeOrders,
  demoDisputeStaffEmail,
  demoDisputes,
  demoDisputeTrips,
} from '@tote/fixtures/demo/disputes';
import { pngImage } from '@tote/fixtures/png';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { type SessionUser, withoutPasswordHash } from '../accounts/users';
import { createMessagesService } from '../messages/messages.service';
import { seedDemoOrders } from '../orders/orders.seed';
import {
  type DemoMoneySettings,
  seedDemoPayments,
  silentLog,
  silentMailer,
  steppingClock,
} from '../payments/payments.seed';
import { createTestProvider } from '../payments/test-provider/test-provider';
import { ensureWebhookSecret } from '../payments/test-provider/test-provider.repo';
import type { UploadFolder, UploadStore } from '../uploads/storage';
import { releaseDueEarnings } from '../wallet/wallet.service';
import { createDisputesService } from './disputes.service';

const HOUR_MS = 60 * 60 * 1000;
const PHOTO_SIZE = 480;

/**
 * The demo's disputes (packages/fixtures demo/disputes.ts; docs/decisions/019-disputes.md), made through the
 * services as people make them: the orders and their trip (the orders seed), their payments (the payments seed,
 * at their events' times), then each dispute opened by the demo sender with a photo, answered by the demo
 * traveler in its conversation and, for the resolved one, resolved by the demo admin, on a clock set to each
 * step's time. Last, the scheduler's release of what the resolution left to the traveler.
 */
export async function seedDemoDisputes(
  db: Database,
  options: { uploads: UploadStore; now: Date; settings?: DemoMoneySettings },
): Promise<void> {
  const { now } = options;
  await seedDemoOrders(db, {
    images: options.uploads.folder('orders'),
    now,
    data: {
      trips: demoDisputeTrips,
      orders: demoDisputeOrders,
      notifications: [],
      matcherEmail: demoDisputeStaffEmail,
    },
  });
  await seedDemoPayments(db, {
    orders: demoDisputeOrders,
    now,
    ...(options.settings ? { settings: options.settings } : {}),
  });

  const clock = steppingClock(now);
  const provider = createTestProvider({
    db,
    clock,
    shellOrigin: options.settings?.shellOrigin ?? 'http://localhost:3000',
    webhookSecret: () => ensureWebhookSecret(db, clock.now()),
  });
  const disputes = createDisputesService({
    db,
    clock,
    log: silentLog,
    mailer: silentMailer,
    provider: provider.adapter,
  });
  const images = options.uploads.folder('messages');
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const staff = await personOf(db, demoDisputeStaffEmail);

  for (const demo of demoDisputes) {
    const [order] = await db.select().from(payments).where(eq(payments.deliveryId, demo.deliveryId));
    if (!order) throw new Error(`demo disputes: ${demo.deliveryId} has no payment`);
    const sender = await personById(db, order.senderId);
    const traveler = await personById(db, order.travelerId);
    clock.set(at(demo.openedInHours));
    const photo = await storedPhoto(images, demo);
    const opened = await disputes.open(
      sender,
      demo.deliveryId,
      { reason: demo.reason, description: demo.description },
      { fileCount: 1, storeFiles: async () => [photo], keep: () => {} },
    );
    if (demo.travelerAnswer && opened.conversationId) {
      clock.set(at(demo.openedInHours + 3));
      await createMessagesService({ db, clock, log: silentLog, config: { images } }).send(
        traveler,
        opened.conversationId,
        demo.travelerAnswer,
      );
    }
    if (demo.resolution) {
      clock.set(at(demo.resolution.atInHours));
      const refundMinor = demo.resolution.refundPercent
        ? Math.round((order.totalMinor * demo.resolution.refundPercent) / 100)
        : undefined;
      await disputes.resolve(staff, opened.id, {
        outcome: demo.resolution.outcome,
        note: demo.resolution.note,
        ...(refundMinor ? { refundMinor } : {}),
      });
    }
  }
  // The scheduler's release of what a resolution left to the traveler (its hold long over).
  clock.set(now);
  await releaseDueEarnings(db, now);
}

async function personOf(db: Database, email: string): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`demo disputes: no ${email}`);
  return withoutPasswordHash(row);
}

async function personById(db: Database, id: string): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`demo disputes: no user ${id}`);
  return withoutPasswordHash(row);
}

/** The sender's photo, drawn and stored as the upload path stores one (a random name, in the chat's folder). */
async function storedPhoto(images: UploadFolder, demo: DemoDispute) {
  const content = pngImage(PHOTO_SIZE, PHOTO_SIZE, demo.photo.background, demo.photo.accent);
  const key = randomUUID();
  await images.put(key, content, 'image/png');
  return {
    key,
    contentType: 'image/png',
    sizeBytes: content.byteLength,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}
