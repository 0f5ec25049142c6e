import {
  INVITE_SKIP_REASONS,
  type InviteEmployeesResponse,
  type InviteSkipReason,
} from '@planilla/contracts';

/** The skipped employees counted by reason, in the contract's order; reasons nobody had are left out. */
export const skippedByReason = (
  result: InviteEmployeesResponse,
): { reason: InviteSkipReason; count: number }[] =>
  INVITE_SKIP_REASONS.map((reason) => ({
    reason,
    count: result.skipped.filter((s) => s.reason === reason).length,
  })).filter((r) => r.count > 0);
