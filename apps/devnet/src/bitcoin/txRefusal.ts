/**
 * Why the chain refuses a transaction, worded as Bitcoin Core words it: electrs passes
 * Core's `sendrawtransaction` error through, so wallets that parse those texts read ours
 * the same way.
 */
export class TxRefusal extends Error {
  constructor(
    /** Core's RPC error code: -22 decode, -25 missing inputs, -26 policy/consensus, -27 known. */
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = "TxRefusal";
  }

  /** The body electrs answers (with status 400) for a refused broadcast. */
  esploraText(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.code, message: this.reason })}`;
  }
}

export const BAD_SIGNATURE =
  "mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)";
