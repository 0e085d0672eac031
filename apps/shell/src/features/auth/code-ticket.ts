import {
  type CodeTicket,
  CodeTicketSchema,
  type ResetTicket,
  ResetTicketSchema,
} from '@tote/validation/accounts';

/**
 * The ticket of the code just sent travels to the code screen in router state (it survives a reload, as
 * history state does). Router state is whatever the history entry holds, so it is parsed, not trusted.
 */
export interface CodeScreenState {
  ticket: CodeTicket;
}

export function ticketFromState(state: unknown): CodeTicket | undefined {
  const parsed = CodeTicketSchema.safeParse((state as { ticket?: unknown } | null)?.ticket);
  return parsed.success ? parsed.data : undefined;
}

/** The reset token from a correct reset code, handed to /new-password in router state (never in the URL). */
export interface NewPasswordState {
  reset: ResetTicket;
}

export function resetTicketFromState(state: unknown): ResetTicket | undefined {
  const parsed = ResetTicketSchema.safeParse((state as { reset?: unknown } | null)?.reset);
  return parsed.success ? parsed.data : undefined;
}
