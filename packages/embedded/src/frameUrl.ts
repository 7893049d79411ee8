import { ConfigurationError } from "@foyer/core";
import { foyerMessages } from "@foyer/core/internal";
import { urlOf } from "@foyer/protocol";
import { FRAME_DEFAULT_CHAIN_ID, FRAME_PROTOCOL_VERSION } from "./frameConstants.js";

export interface FrameUrlOptions {
  /** Where the provider host serves the frame, e.g. `https://wallet.example.com`. */
  frameOrigin: string;
  /** Path of the frame page on that origin; `/` unless the host mounts it elsewhere. */
  framePath?: string;
  projectId: string;
  chainId?: string | number;
  version?: number;
  enableLogger?: boolean;
  rpcUrl?: string;
}

/**
 * The origin a frame URL loads from, normalised (`https://a.example/x/` →
 * `https://a.example`) so origin checks compare like with like. Only http(s):
 * anything else could not be the provider host.
 */
export function frameOriginOf(frameOrigin: string): string {
  const url = urlOf(frameOrigin);
  if (url?.protocol !== "https:" && url?.protocol !== "http:") {
    throw new ConfigurationError(foyerMessages.frameOriginNotHttp, {
      code: "INVALID_FRAME_ORIGIN",
      details: { frameOrigin },
    });
  }
  return url.origin;
}

/**
 * The frame's URL (behaviour §2): the provider host with query parameters
 * projectId, chainId, version, enableLogger and rpcUrl — nothing else, and
 * rpcUrl only when the app has one.
 */
export function buildFrameUrl(options: FrameUrlOptions): string {
  const url = new URL(options.framePath ?? "/", frameOriginOf(options.frameOrigin));
  url.searchParams.set("projectId", options.projectId);
  url.searchParams.set("chainId", String(options.chainId ?? FRAME_DEFAULT_CHAIN_ID));
  url.searchParams.set("version", String(options.version ?? FRAME_PROTOCOL_VERSION));
  url.searchParams.set("enableLogger", String(options.enableLogger ?? false));
  if (options.rpcUrl !== undefined) url.searchParams.set("rpcUrl", options.rpcUrl);
  return url.toString();
}
