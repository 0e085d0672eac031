import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS_CREATED_IN_HOURS } from '@tote/fixtures/demo/accounts';
import { type DemoPerson, demoQueuePeople } from '@tote/fixtures/demo/matching';
import { pngImage } from '@tote/fixtures/png';
import type { Database } from '../../db/client';
import { travelerVerifications } from '../../db/schema/traveler-verifications';
import { users } from '../../db/schema/users';
import { hashPassword } from '../accounts/passwords';
import type { UploadFolder } from '../uploads/storage';

const HOUR_MS = 60 * 60 * 1000;
const ID_SIZE = 64; // px

/**
 * The people behind the demo admin's queues (packages/fixtures/src/demo/matching.ts): pending travelers with a
 * national ID on file (a drawn PNG in the `national-ids` upload folder, sealed as an upload's would be), a second traveler and a
 * second sender. Not demo sign-ins: each gets a password nobody knows. One transaction; files removed on failure.
 */
export async function seedDemoQueuePeople(
  db: Database,
  options: { nationalIds: UploadFolder; now: Date; people?: readonly DemoPerson[] },
): Promise<void> {
  const at = (hours: number) => new Date(options.now.getTime() + hours * HOUR_MS);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const person of options.people ?? demoQueuePeople) {
        const [row] = await tx
          .insert(users)
          .values({
            email: person.email,
            fullName: person.fullName,
            country: person.country,
            state: person.state,
            passwordHash,
            emailVerifiedAt: options.now,
            isSender: person.roles.sender,
            isTraveler: person.roles.traveler,
            travelerStatus: person.travelerStatus,
            createdAt: at(DEMO_ACCOUNTS_CREATED_IN_HOURS),
            updatedAt: options.now,
          })
          .returning({ id: users.id });
        if (!row) throw new Error(`demo queues: ${person.email} was not inserted`);
        const sent = person.verification;
        if (!sent) continue;
        const file = randomUUID();
        const content = pngImage(ID_SIZE, ID_SIZE, sent.id.background, sent.id.accent);
        written.push(file);
        await options.nationalIds.put(file, content, 'image/png');
        await tx.insert(travelerVerifications).values({
          userId: row.id,
          residentialAddress: sent.residentialAddress,
          placeOfWork: sent.placeOfWork,
          nationalIdFile: file,
          nationalIdType: 'image/png',
          nationalIdSize: content.length,
          submittedAt: at(sent.submittedInHours),
        });
      }
    });
  } catch (error) {
    await Promise.all(written.map((file) => options.nationalIds.delete(file).catch(() => undefined)));
    throw error;
  }
}
