// Test-only: dispute answers shaped by the contract's schemas (parsed here, so a stub never drifts from them);
// the sender's tracking, the traveler's delivery and the staff's Disputes queue stub with these.
import {
  type Dispute,
  type DisputeList,
  DisputeListSchema,
  DisputeSchema,
  type OrderDisputes,
  OrderDisputesSchema,
} from '@tote/validation/disputes';

let sequence = 0;
const nextUuid = () => {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
};

/** An open dispute about TT-7K3Q9M (damaged), paid $55.00, unless told. */
export function buildDispute(overrides: Partial<Dispute> = {}): Dispute {
  return DisputeSchema.parse({
    id: nextUuid(),
    deliveryId: 'TT-7K3Q9M',
    senderName: 'Grace Sender',
    travelerName: 'Tess Traveler',
    reason: 'damaged',
    description: 'The box arrived crushed and the vase is broken.',
    status: 'open',
    outcome: null,
    refunded: null,
    paid: { amountMinor: 5500, currency: 'USD' },
    resolutionNote: null,
    openedAt: '2030-03-01T09:00:00.000Z',
    resolvedAt: null,
    conversationId: nextUuid(),
    ...overrides,
  });
}

export const buildDisputeList = (disputes: Dispute[]): DisputeList => DisputeListSchema.parse({ disputes });

/** An order's disputes as its sender reads them: none and not openable, unless told. */
export function buildOrderDisputes(overrides: Partial<OrderDisputes> = {}): OrderDisputes {
  return OrderDisputesSchema.parse({
    disputes: [],
    canOpen: false,
    openUntil: null,
    openFrom: null,
    ...overrides,
  });
}
