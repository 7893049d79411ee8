const INCOMING = new Set(["receive", "deposit", "borrow", "claim"]);
// "send" is Foyer's addition: behaviour §9 lists receive but not its counterpart,
// and the server's history (Zerion's vocabulary) calls a plain outgoing
// transfer "send", so without it an outgoing payment would show no sign.
const OUTGOING = new Set(["withdraw", "repay", "burn", "send"]);

/** The sign shown before a transaction amount. */
export type OperationSign = "+" | "-" | "";

/**
 * Behaviour §9: '+' for receive, deposit, borrow and claim; '-' for withdraw,
 * repay and burn — and for send (see OUTGOING); no sign for any other
 * operation type (trade, approve, mint, execute…), where the direction is
 * not implied by the type.
 */
export function operationSign(operationType: unknown): OperationSign {
  if (typeof operationType !== "string") return "";
  if (INCOMING.has(operationType)) return "+";
  return OUTGOING.has(operationType) ? "-" : "";
}
