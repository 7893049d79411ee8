import type { CaipNetworkId, SiwxMessageData } from "@foyer/protocol";

export type { SiwxMessageData } from "@foyer/protocol";

/** What the app decides in a message; the wallet fills in account, chain and Issued At (one-click auth). */
export type SiwxConnectFields = Omit<SiwxMessageData, "accountAddress" | "chainId" | "issuedAt">;

/** A message ready to sign: its fields plus the exact text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  serializedMessage: string;
}

/** A proof of sign-in (behaviour §3): the fields, the signed text and the signature. */
export interface SiwxSession {
  data: SiwxMessageData;
  message: string;
  signature: string;
}

/** What the flow knows when it asks for a message. */
export interface SiwxMessageInput {
  accountAddress: string;
  chainId: CaipNetworkId;
}

/**
 * The sign-in contract a host passes to `createFoyer({ siwx })`. Foyer ships
 * two implementations (`createLocalSiwx`, `createServerSiwx`); a host may
 * write its own against its backend. Every method may reject; the flow turns
 * rejections into the behaviour §8 toasts.
 */
export interface SiwxConfig {
  /** The statement messages will carry, shown by the sign view before any message exists. */
  readonly statement?: string;
  /** Builds the message to sign for this account on this network (nonce included). */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Verifies (where it can) and keeps a freshly signed session; rejects when refused. */
  addSession(session: SiwxSession): Promise<void>;
  /** The still-valid sessions for this account on this network; empty when none. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** Replaces every kept session with `sessions` (empty signs out everywhere). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>;
  /** Forgets the sessions of this account on this network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Whether sign-in is required: then the sign view can't be closed without a session. */
  getRequired(): boolean;
}
