import type { TripFilter } from '@tote/validation/trips';
import {
  deliveryChatPath,
  deliveryTabPath,
  plainPath,
  queryPath,
  sharedRolePaths,
} from '@tote/web/role-paths';

/**
 * Every route of the traveler app, declared once (docs/product/traveler.md, Screens). Matching is
 * case-insensitive.
 */
export const paths = {
  home: plainPath('/traveler-home'),
  travelerRequest: plainPath('/traveler-request'),
  /** Your Trips: the traveler's trips (pending, approved, past, with remaining capacity). */
  trips: queryPath<TripFilter>('filter')('/trips'),
  deliveryOrder: deliveryTabPath('/delivery-order'),
  ...sharedRolePaths,
  wallet: plainPath('/wallet'),
  /** `/message-t?order=TT-…` opens that delivery's chat with its sender (Message Sender). */
  messages: deliveryChatPath('/message-t'),
  profile: plainPath('/profile-t'),
  /** `/sender-p?id=<userId>`: a sender's profile, for the traveler carrying or who carried their delivery. */
  senderProfile: queryPath('id')('/sender-p'),
  /**
   * Product paths (docs/product/traveler.md) that stand for other screens (the trip form, the home screen):
   * they redirect there.
   */
  formLayout: plainPath('/formlayout'),
  main: plainPath('/main'),
} as const;
