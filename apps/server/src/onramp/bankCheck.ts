/** What the sandbox checkout makes of a test bank account (a bank transfer, ACH). */
export type BankVerdict =
  | { ok: true; last4: string }
  | { ok: false; field: "routing" | "account"; reason: BankProblem };

export type BankProblem = "invalidRouting" | "invalidAccount" | "bankDeclined";

/** The one bank account the sandbox approves, as payment processors' test modes do. */
export const SANDBOX_APPROVED_BANK = { routing: "110000000", account: "000123456789" } as const;

/**
 * The ABA routing number checksum every US routing number passes: the nine digits weighted
 * 3, 7, 1 repeating sum to a multiple of 10.
 */
export function passesAbaChecksum(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    sum += Number(digits[index]) * (weights[index % 3] ?? 0);
  }
  return sum % 10 === 0;
}

/**
 * Checks a bank account as typed: a routing number of nine digits passing the ABA checksum,
 * an account number of 4–17 digits (spaces and dashes allowed in both). Only the sandbox's
 * approved account is accepted; any other well-formed account is declined.
 */
export function checkBankAccount(bank: { routing: string; account: string }): BankVerdict {
  const routing = bank.routing.replace(/[\s-]/g, "");
  if (!passesAbaChecksum(routing)) return { ok: false, field: "routing", reason: "invalidRouting" };
  const account = bank.account.replace(/[\s-]/g, "");
  if (!/^\d{4,17}$/.test(account)) {
    return { ok: false, field: "account", reason: "invalidAccount" };
  }
  if (routing !== SANDBOX_APPROVED_BANK.routing || account !== SANDBOX_APPROVED_BANK.account) {
    return { ok: false, field: "account", reason: "bankDeclined" };
  }
  return { ok: true, last4: account.slice(-4) };
}
