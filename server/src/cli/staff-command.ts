/**
 * A command of the staff tool. Each module contributes its own (promotions: promo-cli.ts; gift
 * cards and bookings add theirs) and cli/commands.ts lists them.
 */
import type { StaffApi } from './staff-api';

export interface StaffContext {
  api: StaffApi;
  /** Print machine-readable JSON instead of text. */
  json: boolean;
  out: (line: string) => void;
}

export interface StaffCommand {
  /** `<domain>:<verb>`, e.g. promo:redeem */
  name: string;
  /** Arguments after the name, for the help text, e.g. '<code>' */
  args: string;
  summary: string;
  /** Resolves with the exit code: 0 done, 1 refused by the API. */
  run(ctx: StaffContext, args: string[]): Promise<number>;
}
