import { ApiError } from '@tote/api-client/client';

export interface SplitError<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  /** For the whole form (role="alert" banner), when the failure belongs to no field. */
  formError?: string;
}

/**
 * Splits an API failure into messages for this form's fields and one for the whole form. The server names
 * fields in `error.fields`; `fieldOfCode` places coded errors that arrive without one (e.g. wrong_password).
 */
export function splitApiError<F extends string>(
  error: unknown,
  formFields: readonly F[],
  fieldOfCode: Partial<Record<string, F>> = {},
): SplitError<F> {
  if (!(error instanceof ApiError)) {
    return { fieldErrors: {}, formError: 'Something went wrong. Please try again.' };
  }
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const [name, message] of Object.entries(error.fields)) {
    if ((formFields as readonly string[]).includes(name)) fieldErrors[name as F] = message;
  }
  const codeField = fieldOfCode[error.code];
  if (codeField && !fieldErrors[codeField]) fieldErrors[codeField] = error.message;
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return { fieldErrors, formError: error.message };
}
