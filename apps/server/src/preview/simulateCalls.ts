import type { PreviewCall } from "@foyer/protocol";
import { type Address, decodeErrorResult, type Hex, type PublicClient } from "viem";
import { type AssetTransfer, type RawLog, transfersFromLogs } from "./assetTransfers.js";

/** What the upstream says the calls do, before metadata and netting. */
export type RawSimulation =
  | { status: "success"; transfers: AssetTransfer[]; method: "eth_simulateV1" | "debug_traceCall" }
  | { status: "reverted"; callIndex: number; reason?: string }
  | { status: "unavailable"; reason: string };

interface SimulatedCall {
  status: string;
  logs?: RawLog[];
  returnData?: string;
  error?: { message?: string; data?: string };
}

interface TraceFrame {
  type: string;
  from: string;
  to?: string;
  value?: string;
  error?: string;
  revertReason?: string;
  output?: string;
  logs?: (RawLog & { position?: string })[];
  calls?: TraceFrame[];
}

/** The reason a revert's data gives (`Error(string)`, a panic, a custom error's name). */
function revertReason(data: string | undefined, fallback?: string): string | undefined {
  if (data !== undefined && data !== "0x" && /^0x[0-9a-fA-F]*$/.test(data)) {
    try {
      const decoded = decodeErrorResult({ abi: [], data: data as Hex });
      const [first] = decoded.args ?? [];
      return decoded.errorName === "Error" && typeof first === "string"
        ? first
        : `${decoded.errorName}(${(decoded.args ?? []).map(String).join(", ")})`;
    } catch {
      // Not a standard error: the node's own words, if any.
    }
  }
  return fallback && fallback !== "execution reverted" ? fallback : undefined;
}

const request = (client: PublicClient, method: string, params: unknown[]) =>
  (client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({
    method,
    params,
  });

function callObject(from: Address, call: PreviewCall) {
  return { from, to: call.to, value: call.value ?? "0x0", data: call.data ?? "0x" };
}

/**
 * All the calls in one simulated block, in order, each seeing the state the ones before left
 * (`eth_simulateV1`, validation off: no fees are charged and the sender may be a smart
 * account with code or none yet); `traceTransfers` reports native value as logs.
 */
async function simulateV1(
  client: PublicClient,
  from: Address,
  calls: readonly PreviewCall[],
): Promise<RawSimulation> {
  const blocks = (await request(client, "eth_simulateV1", [
    {
      blockStateCalls: [{ calls: calls.map((call) => callObject(from, call)) }],
      traceTransfers: true,
      validation: false,
    },
    "latest",
  ])) as { calls: SimulatedCall[] }[];
  const results = blocks[0]?.calls;
  if (!Array.isArray(results) || results.length !== calls.length) {
    throw new Error("eth_simulateV1 answered another number of calls");
  }
  const transfers: AssetTransfer[] = [];
  for (const [callIndex, result] of results.entries()) {
    if (result.status !== "0x1") {
      const reason = revertReason(result.error?.data ?? result.returnData, result.error?.message);
      return { status: "reverted", callIndex, ...(reason ? { reason } : {}) };
    }
    transfers.push(...transfersFromLogs(result.logs ?? []));
  }
  return { status: "success", transfers, method: "eth_simulateV1" };
}

/** Native value and logs of a call tree, leaving out frames that reverted (their effects undone). */
function traceTransfers(frame: TraceFrame): AssetTransfer[] {
  if (frame.error !== undefined) return [];
  const out: AssetTransfer[] = [];
  const value = frame.value ? BigInt(frame.value) : 0n;
  if (value > 0n && frame.to && (frame.type === "CALL" || frame.type.startsWith("CREATE"))) {
    out.push({
      asset: { kind: "native" },
      from: frame.from as Address,
      to: frame.to as Address,
      amount: value,
    });
  }
  // Logs and sub-calls interleave by position; the order only matters for display, and a
  // frame's own logs first is close enough for a net change.
  out.push(...transfersFromLogs(frame.logs ?? []));
  for (const child of frame.calls ?? []) out.push(...traceTransfers(child));
  return out;
}

/** One call traced with geth's callTracer (logs included): the fallback for a single call. */
async function traceCall(
  client: PublicClient,
  from: Address,
  call: PreviewCall,
): Promise<RawSimulation> {
  const frame = (await request(client, "debug_traceCall", [
    { ...callObject(from, call), gasPrice: "0x0" },
    "latest",
    { tracer: "callTracer", tracerConfig: { withLog: true } },
  ])) as TraceFrame;
  if (frame.error !== undefined) {
    const reason = revertReason(frame.output, frame.revertReason ?? frame.error);
    return { status: "reverted", callIndex: 0, ...(reason ? { reason } : {}) };
  }
  return { status: "success", transfers: traceTransfers(frame), method: "debug_traceCall" };
}

const messageOf = (error: unknown) =>
  error instanceof Error
    ? ((error as { shortMessage?: string }).shortMessage ?? error.message).slice(0, 200)
    : "unknown error";

/**
 * Runs the calls on the network's upstream without sending anything: `eth_simulateV1` where it
 * answers; otherwise a single call is traced (`debug_traceCall`); a batch that can't be run
 * as one block, or an upstream that can do neither, is `unavailable` with the reason.
 */
export async function simulateCalls(
  client: PublicClient,
  from: Address,
  calls: readonly PreviewCall[],
): Promise<RawSimulation> {
  let simulateFailure: string;
  try {
    return await simulateV1(client, from, calls);
  } catch (error) {
    simulateFailure = messageOf(error);
  }
  const [only] = calls;
  if (calls.length !== 1 || only === undefined) {
    return {
      status: "unavailable",
      reason: `The network cannot simulate several calls together (eth_simulateV1: ${simulateFailure})`,
    };
  }
  try {
    return await traceCall(client, from, only);
  } catch (error) {
    return {
      status: "unavailable",
      reason: `The network cannot simulate (eth_simulateV1: ${simulateFailure}; debug_traceCall: ${messageOf(error)})`,
    };
  }
}
