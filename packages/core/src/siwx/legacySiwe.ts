import { splitChainId } from "@foyer/protocol";
import { type Clock, systemClock } from "../effects/clock.js";
import { messages } from "../errors/messages.js";
import { SignInError } from "../errors/signInError.js";
import { coreText } from "../i18n/coreText.js";
import { buildSiwxMessage } from "./buildMessage.js";
import { resolveLocation } from "./localSiwx.js";
import { isSameAccount } from "./sessionValidity.js";
import type { SiwxConfig, SiwxMessageData, SiwxSession } from "./types.js";

/** What a legacy `createMessage` receives: EIP-4361 fields with a numeric chain id. */
export interface SiweCreateMessageArgs {
  address: string;
  chainId: number;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  issuedAt: string;
  statement?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: readonly string[];
}

/** The session a legacy backend reports. */
export interface SiweSession {
  address: string;
  chainId: number;
}

/**
 * The classic Sign-In With Ethereum config (EVM only): the host's backend
 * hands out nonces, formats and verifies the message, and owns the session.
 */
export interface SiweConfig {
  getNonce(address?: string): Promise<string>;
  createMessage(args: SiweCreateMessageArgs): string;
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>;
  getSession(): Promise<SiweSession | null>;
  signOut(): Promise<boolean>;
  /** Domain, URI, statement… for the message; default the page's location. */
  getMessageParams?(): Promise<{ domain?: string; uri?: string; statement?: string }>;
  required?: boolean;
}

/**
 * Runs a legacy `siweConfig` through the SIWX contract (behaviour §5 keeps it as
 * an option). The backend's own `createMessage` writes the text, since that
 * is what its `verifyMessage` checks. The backend knows one session and no
 * message after a reload, so a reported session comes back with the fields
 * it has and an empty message and signature.
 */
export function siwxFromSiweConfig(siwe: SiweConfig, clock: Clock = systemClock): SiwxConfig {
  let lastSigned: SiwxSession | undefined;

  return {
    async createMessage(input) {
      const { namespace, reference } = splitChainId(input.chainId);
      if (namespace !== "eip155") {
        throw new SignInError(coreText("authInitFailed", messages.authInitFailed), {
          code: "SIWE_EVM_ONLY",
          details: { chainId: input.chainId },
        });
      }
      const params = (await siwe.getMessageParams?.()) ?? {};
      const built = buildSiwxMessage(input, {
        ...resolveLocation(params),
        nonce: await siwe.getNonce(input.accountAddress),
        issuedAtMs: clock.now(),
        ...(params.statement === undefined ? {} : { statement: params.statement }),
      });
      const { accountAddress, chainId: _caip, serializedMessage: _text, ...rest } = built;
      const text = siwe.createMessage({
        ...rest,
        address: accountAddress,
        chainId: Number(reference),
      });
      return { ...built, serializedMessage: text };
    },
    async addSession(session) {
      const ok = await siwe.verifyMessage({
        message: session.message,
        signature: session.signature,
      });
      if (!ok)
        throw new SignInError(coreText("signMessageFailed", messages.signMessageFailed), {
          code: "SIWE_VERIFY_FAILED",
        });
      lastSigned = session;
    },
    async getSessions(chainId, address) {
      const reported = await siwe.getSession();
      if (!reported) return [];
      const account = { chainId: `eip155:${reported.chainId}`, address: reported.address };
      if (!isSameAccount(account, { chainId, address })) return [];
      if (lastSigned && isSameAccount(account, toAccount(lastSigned.data))) return [lastSigned];
      return [{ data: reportedData(reported), message: "", signature: "" }];
    },
    async setSessions(sessions) {
      // One backend session: keeping any is a no-op, keeping none signs out.
      if (sessions.length === 0) await signOut();
    },
    async revokeSession(chainId, address) {
      const reported = await siwe.getSession();
      if (!reported) return;
      const account = { chainId: `eip155:${reported.chainId}`, address: reported.address };
      if (isSameAccount(account, { chainId, address })) await signOut();
    },
    getRequired: () => siwe.required ?? false,
  };

  async function signOut(): Promise<void> {
    lastSigned = undefined;
    await siwe.signOut();
  }
}

function toAccount(data: SiwxMessageData) {
  return { chainId: data.chainId, address: data.accountAddress };
}

function reportedData(session: SiweSession): SiwxMessageData {
  return {
    accountAddress: session.address,
    chainId: `eip155:${session.chainId}`,
    domain: "",
    uri: "",
    version: "1",
    nonce: "",
    issuedAt: "",
  };
}
