import { adminMessages } from '@tote/validation/admin';
import { HttpError } from '../../errors';

// The staff screens' refusals, until their catalogue joins the others in @tote/validation/admin.
export const errors = {
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
  ownAccount: () => new HttpError(409, 'own_account', adminMessages.ownAccount),
  staffAccount: () => new HttpError(409, 'staff_account', adminMessages.staffAccount),
};
