import type { Connection } from "../adapter/connection.js";

/**
 * The address to receive at on the active connection: on Bitcoin the payment
 * account (behaviour §3, index 0: the ordinal account holds inscriptions, not
 * coins), elsewhere the account shown. Undefined without an account.
 *
 * @example receiveAddress(bitcoinConnection, "bc1p…ordinal") // "bc1q…payment"
 */
export function receiveAddress(
  connection: Pick<Connection, "accounts"> | undefined,
  shownAddress: string | undefined,
): string | undefined {
  const payment = connection?.accounts.find((account) => account.type === "payment");
  return payment?.address ?? shownAddress;
}
