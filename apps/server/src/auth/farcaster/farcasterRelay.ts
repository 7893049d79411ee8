import { createAppClient } from "@farcaster/auth-client";
import * as v from "valibot";
import type { FarcasterRegistry } from "./farcasterRegistry.js";

/** What a completed channel hands over: the signed message and the client's profile fields. */
export interface FarcasterCompletion {
  message: string;
  signature: string;
  fid: number;
  username: string | undefined;
}

export type ChannelStatus =
  | { state: "pending" }
  | { state: "completed"; completion: FarcasterCompletion }
  /** The relay no longer knows the channel (expired, or its result already read). */
  | { state: "gone" };

/** The app's side of the auth relay's channel API. */
export interface FarcasterRelay {
  createChannel(request: {
    siweUri: string;
    domain: string;
    nonce: string;
    notBefore: string;
    expirationTime: string;
  }): Promise<{ channelToken: string; url: string }>;
  status(channelToken: string): Promise<ChannelStatus>;
}

/** A completed channel's answer, checked: the relay is a party in between, not trusted. */
const Completed = v.object({
  state: v.literal("completed"),
  message: v.pipe(v.string(), v.maxLength(8192)),
  signature: v.pipe(v.string(), v.maxLength(4096)),
  fid: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  username: v.optional(v.pipe(v.string(), v.maxLength(256))),
});

export class FarcasterRelayError extends Error {
  override name = "FarcasterRelayError";
}

/** The relay through Farcaster's auth client (`POST /v1/channel`, `GET /v1/channel/status`). */
export function createFarcasterRelay(
  relayUrl: string,
  registry: FarcasterRegistry,
): FarcasterRelay {
  const client = createAppClient({
    relay: relayUrl,
    ethereum: {
      getFid: (custody) => registry.idOf(custody),
      isValidAuthAddress: async () => false,
      publicClient: registry.publicClient,
    },
  });
  return {
    async createChannel(request) {
      const result = await client.createChannel(request);
      if (result.isError) throw new FarcasterRelayError(result.error?.message ?? "relay failed");
      if (result.response.status !== 201 || typeof result.data?.channelToken !== "string") {
        throw new FarcasterRelayError(`relay answered ${result.response.status}`);
      }
      return { channelToken: result.data.channelToken, url: result.data.url };
    },
    async status(channelToken) {
      const result = await client.status({ channelToken });
      if (result.isError) throw new FarcasterRelayError(result.error?.message ?? "relay failed");
      const { response, data } = result;
      if (response.status === 401 || response.status === 404) return { state: "gone" };
      if (response.status === 202) return { state: "pending" };
      const completed = v.safeParse(Completed, data);
      if (response.status !== 200 || !completed.success) {
        throw new FarcasterRelayError(`relay answered ${response.status}`);
      }
      const { message, signature, fid, username } = completed.output;
      return { state: "completed", completion: { message, signature, fid, username } };
    },
  };
}
