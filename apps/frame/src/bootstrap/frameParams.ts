import { FRAME_DEFAULT_CHAIN_ID, FRAME_PROTOCOL_VERSION } from "@foyer/embedded";
import { httpUrlOf } from "@foyer/protocol";
import { FRAME_STARTUP_MESSAGES } from "../errors/walletFrameError.js";

/** What the app put in the frame URL (behaviour §2). */
export interface FrameParams {
  projectId: string;
  /** As the app gave it: a CAIP-2 id (`eip155:1`) or a bare chain number. */
  chainId: string | number;
  version: number;
  enableLogger: boolean;
  rpcUrl: string | undefined;
}

export type FrameParamsResult = { ok: true; params: FrameParams } | { ok: false; reason: string };

function parseChainId(raw: string | null): string | number {
  if (raw === null || raw === "") return FRAME_DEFAULT_CHAIN_ID;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function parseRpcUrl(raw: string | null): string | undefined {
  if (!raw) return undefined;
  return httpUrlOf(raw)?.toString();
}

/**
 * Reads the frame URL's query. Without a projectId the frame cannot learn which
 * origins to trust, so it refuses to start rather than guess.
 */
export function parseFrameParams(search: string): FrameParamsResult {
  const query = new URLSearchParams(search);
  const projectId = query.get("projectId")?.trim();
  if (!projectId) return { ok: false, reason: FRAME_STARTUP_MESSAGES.projectIdMissing };
  const version = Number(query.get("version") ?? FRAME_PROTOCOL_VERSION);
  return {
    ok: true,
    params: {
      projectId,
      chainId: parseChainId(query.get("chainId")),
      version: Number.isFinite(version) ? version : FRAME_PROTOCOL_VERSION,
      enableLogger: query.get("enableLogger") === "true",
      rpcUrl: parseRpcUrl(query.get("rpcUrl")),
    },
  };
}

/** The EVM chain number behind `eip155:10` or `10`; undefined for other namespaces. */
export function evmChainNumber(chainId: string | number): number | undefined {
  if (typeof chainId === "number") return chainId;
  const match = /^eip155:(\d+)$/.exec(chainId) ?? /^(\d+)$/.exec(chainId);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The chain as CAIP-2, which the server's RPC proxy expects. */
export function caip2Of(chainId: string | number): string {
  const evm = evmChainNumber(chainId);
  return evm === undefined ? String(chainId) : `eip155:${evm}`;
}
