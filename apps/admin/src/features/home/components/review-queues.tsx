import { TripQueue } from './trip-queue';
import { VerificationQueue } from './verification-queue';

/** The review queues of /admin (verifications and trips), loaded apart from the home screen's first chunk. */
export default function ReviewQueues() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <VerificationQueue />
      <TripQueue />
    </div>
  );
}
