const INCOMING = new Set(["receive", "deposit", "borrow", "claim"]);
const OUTGOING = new Set(["withdraw", "repay", "burn"]);

/** The sign shown before a transaction amount. */
export type OperationSign = "+" | "-" | "";

/**
 * SPEC §9: '+' for receive, deposit, borrow and claim; '-' for withdraw,
 * repay and burn; no sign for any other operation type (send, trade,
 * approve, mint, execute…), where the direction is not implied by the type.
 */
export function operationSign(operationType: unknown): OperationSign {
  if (typeof operationType !== "string") return "";
  if (INCOMING.has(operationType)) return "+";
  return OUTGOING.has(operationType) ? "-" : "";
}
