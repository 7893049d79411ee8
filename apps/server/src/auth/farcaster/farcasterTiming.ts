/** How a Farcaster sign-in waits (in AuthSettings; read by the routes). */
export interface FarcasterTiming {
  /** How long a sign-in waits for the person (the channel and the message's expiry). */
  channelTtlMs: number;
  /** Longest one `connect` call holds the request before answering "pending". */
  waitMs: number;
  /** How often a waiting `connect` asks the relay. */
  pollMs: number;
}
