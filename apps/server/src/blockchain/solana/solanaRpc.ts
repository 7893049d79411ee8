import { isRecord } from "@foyer/protocol";
import type { UpstreamPool } from "../../upstream/upstreamPool.js";
import { UpstreamUnavailableError } from "../poolTransport.js";

/**
 * Solana JSON-RPC calls over a network's failover pool (the proxy's), sent as one batch so a
 * balance read costs one round trip. Answers come back in request order by id.
 */
export async function solanaBatch(
  pool: UpstreamPool,
  calls: readonly { method: string; params: unknown[] }[],
) {
  const body = JSON.stringify(calls.map((call, id) => ({ jsonrpc: "2.0", id, ...call })));
  const result = await pool.send(body);
  if (!result.ok) throw new UpstreamUnavailableError(`solana upstream failed: ${result.reason}`);
  let answers: unknown;
  try {
    answers = JSON.parse(result.body);
  } catch {
    throw new UpstreamUnavailableError("solana upstream answered something other than JSON");
  }
  if (!Array.isArray(answers))
    throw new UpstreamUnavailableError("solana upstream did not answer the batch");
  return calls.map((call, id) => {
    const answer = answers.find((entry: unknown) => isRecord(entry) && entry.id === id);
    if (!isRecord(answer) || "error" in answer || !("result" in answer)) {
      throw new UpstreamUnavailableError(`solana upstream refused ${call.method}`);
    }
    return answer.result;
  });
}
