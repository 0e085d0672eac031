// Test-only: /user and /admin-p?id= answers shaped by the contract's schemas.
import {
  type AdminUserDetail,
  AdminUserDetailSchema,
  type AdminUserPage,
  AdminUserPageSchema,
  type AdminUserSummary,
  AdminUserSummarySchema,
  type Verification,
  VerificationSchema,
} from '@tote/validation/admin';

let sequence = 0;
const nextUuid = () => {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
};

/** A sender in Lagos, Nigeria who sent 3 items, unless told. */
export function buildAdminUser(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return AdminUserDetailSchema.parse({
    id: nextUuid(),
    fullName: 'Grace Hopper',
    avatarUrl: null,
    state: 'Lagos',
    country: 'NG',
    isSender: true,
    isTraveler: false,
    travelerStatus: 'unverified',
    itemsSent: 3,
    itemsDelivered: 0,
    deactivated: false,
    email: 'grace@example.com',
    isStaff: false,
    deactivatedAt: null,
    createdAt: '2030-01-15T09:00:00.000Z',
    verification: null,
    orders: [],
    trips: [],
    ...overrides,
  });
}

/** A traveler in Kigali, Rwanda whose verification waits for review, unless told. */
export function buildTravelerUser(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  const id = overrides.id ?? nextUuid();
  const fullName = overrides.fullName ?? 'Ada Lovelace';
  const status = overrides.travelerStatus ?? 'pending';
  return buildAdminUser({
    id,
    fullName,
    email: 'ada@example.com',
    state: 'Kigali',
    country: 'RW',
    isSender: false,
    isTraveler: true,
    travelerStatus: status,
    itemsSent: 0,
    itemsDelivered: 5,
    verification: buildVerification({ userId: id, fullName, status }),
    ...overrides,
  });
}

export function buildVerification(overrides: Partial<Verification> = {}): Verification {
  const userId = overrides.userId ?? nextUuid();
  return VerificationSchema.parse({
    userId,
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    country: 'RW',
    state: 'Kigali',
    status: 'pending',
    residentialAddress: '4 KN 3 Ave, Kigali',
    placeOfWork: 'Kigali Heights',
    nationalIdUrl: `/api/v1/users/${userId}/national-id`,
    submittedAt: '2030-02-01T09:00:00.000Z',
    reviewedAt: null,
    reviewNote: null,
    ...overrides,
  });
}

const userSummaryOf = (user: AdminUserDetail): AdminUserSummary => AdminUserSummarySchema.parse(user);

export function buildUserPage(
  users: AdminUserDetail[],
  page: Partial<Omit<AdminUserPage, 'users'>> = {},
): AdminUserPage {
  return AdminUserPageSchema.parse({
    users: users.map(userSummaryOf),
    total: users.length,
    page: 1,
    pageSize: 12,
    ...page,
  });
}
