import type { BudgetLimits } from "./budgetRule.js";

/**
 * What one email address may cost, whatever the number of clients, IPs,
 * projects or server instances asking (budgets live in Postgres).
 */
export interface AddressBudgetSettings {
  /** Mails (codes and approval links) sent to the address. */
  mail: BudgetLimits;
  /** Wrong codes tried for the address, with a backoff between them. */
  wrongCodes: BudgetLimits;
}

/**
 * The defaults, and why:
 * - wrong codes: 3 free, then 2 s, 4 s, 8 s … between tries; at most 10 an
 *   hour and 20 a day. A 6-digit code then gives an attacker at most 20 in
 *   10^6 a day (0.002 %, about 0.7 % a year) per address, where 5 tries per
 *   code and 20 requests a minute allowed ~15 guesses a minute (~2 % a day).
 *   A person mistyping a code a few times never waits.
 * - mail: 5 an hour and 20 a day per address (was 20 a minute): a login is
 *   one mail, a new device two (link, then code), so people are not held up,
 *   while nobody can use the server to flood an inbox.
 */
export const DEFAULT_ADDRESS_BUDGETS: AddressBudgetSettings = {
  mail: { perHour: 5, perDay: 20 },
  wrongCodes: { perHour: 10, perDay: 20, backoff: { after: 3, baseMs: 2_000 } },
};
