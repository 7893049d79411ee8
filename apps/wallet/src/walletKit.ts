/**
 * The wallet side of WalletConnect on @reown/walletkit: init against a relay,
 * wire the SDK's events, and the actions the UI (or a test) takes. Functions
 * over an explicit `Kit`, so a test can run several wallets in one process.
 */

import { WalletKit } from "@reown/walletkit";
import { Core } from "@walletconnect/core";
import {
  buildApprovedNamespaces,
  buildAuthObject,
  getSdkError,
  populateAuthPayload,
} from "@walletconnect/utils";
import { type Address, getAddress } from "viem";
import type { ChainConfig } from "./config.js";
import {
  handleRequest,
  type Outcome,
  type RequestContext,
  rejected,
  SUPPORTED_METHODS,
} from "./requests.js";
import type {
  Kit,
  Namespaces,
  ProposalResponses,
  ProposalSignIn,
  Session,
  SessionAuthenticate,
  SessionProposal,
  SessionRequest,
} from "./sessionTypes.js";
import { ACCOUNT_COUNT, createSigner, devAccount } from "./signer.js";

export interface WalletKitOptions {
  relayUrl: string;
  /** Keeps this wallet's keys and sessions apart from any other Core in the same JS realm. */
  storagePrefix: string;
  /** `{ database: ":memory:" }` in Node tests; the browser default is IndexedDB. */
  storageOptions?: { database: string };
  /** The wallet's own origin; in a browser the SDK warns when it differs from the page's. */
  url?: string;
}

export async function initWalletKit(options: WalletKitOptions): Promise<Kit> {
  const core = new Core({
    relayUrl: options.relayUrl,
    // The local relay accepts any project id; the SDK only needs a non-empty one.
    projectId: "demo",
    logger: "silent",
    customStoragePrefix: options.storagePrefix,
    storageOptions: options.storageOptions,
    // Telemetry would try to reach WalletConnect's servers, which this machine cannot.
    telemetryEnabled: false,
  });
  // WalletKit sends its event client's INIT ping to pulse.walletconnect.org at start whatever
  // `telemetryEnabled` says (the SDK skips it only under its own test runner): this wallet's
  // traffic stays on this machine, so the ping is never made.
  core.eventClient.init = async () => undefined;
  return WalletKit.init({
    core,
    metadata: {
      name: "Foyer test wallet",
      description: "Dev-only WalletConnect wallet for the Foyer demo",
      url: options.url ?? "http://127.0.0.1:5174",
      icons: [],
    },
  });
}

/** Lets Node exit: closes the relay socket and the SDK's heartbeat interval. */
export async function closeWalletKit(kit: Kit): Promise<void> {
  await kit.core.relayer.transportClose();
  kit.core.heartbeat.stop();
}

export interface WalletEvents {
  onProposal(proposal: SessionProposal): void;
  onRequest(request: SessionRequest): void;
  /**
   * A one-click sign-in request. Optional: a wallet that doesn't listen
   * answers the plain proposal the dApp sends alongside it instead.
   */
  onAuthenticate?(request: SessionAuthenticate): void;
  /** A session started, ended (either side) or changed; re-read `activeSessions`. */
  onSessionsChanged(): void;
  /** A proposal or request expired before it was answered. */
  onExpired(id: number): void;
}

/** Subscribes to the SDK's events; returns the unsubscribe. */
export function watchWalletKit(kit: Kit, events: WalletEvents): () => void {
  const onDelete = () => events.onSessionsChanged();
  const onExpire = ({ id }: { id: number }) => events.onExpired(id);
  kit.on("session_proposal", events.onProposal);
  kit.on("session_request", events.onRequest);
  const { onAuthenticate } = events;
  if (onAuthenticate) kit.on("session_authenticate", onAuthenticate);
  kit.on("session_delete", onDelete);
  kit.on("proposal_expire", onExpire);
  kit.on("session_request_expire", onExpire);
  return () => {
    kit.off("session_proposal", events.onProposal);
    kit.off("session_request", events.onRequest);
    if (onAuthenticate) kit.off("session_authenticate", onAuthenticate);
    kit.off("session_delete", onDelete);
    kit.off("proposal_expire", onExpire);
    kit.off("session_request_expire", onExpire);
  };
}

/**
 * Reports the relay socket's state. The SDK opens it only once it has a topic
 * to follow (the first pairing) and reopens it on demand, so before that the
 * honest state is "idle", not "disconnected".
 */
export type RelayState = "connected" | "idle" | "disconnected";

export function watchRelay(kit: Kit, onChange: (state: RelayState) => void): () => void {
  const { relayer } = kit.core;
  const connected = () => onChange("connected");
  const disconnected = () => onChange("disconnected");
  relayer.on("relayer_connect", connected);
  relayer.on("relayer_disconnect", disconnected);
  onChange(
    relayer.connected ? "connected" : relayer.subscriber.hasAnyTopics ? "disconnected" : "idle",
  );
  return () => {
    relayer.off("relayer_connect", connected);
    relayer.off("relayer_disconnect", disconnected);
  };
}

export function isPairingUri(uri: string): boolean {
  return /^wc:[0-9a-f]{64}@2\?/i.test(uri.trim());
}

export async function pairUri(kit: Kit, uri: string): Promise<void> {
  const trimmed = uri.trim();
  if (!isPairingUri(trimmed))
    throw new Error("That is not a WalletConnect v2 pairing URI (wc:…@2?…)");
  await kit.pair({ uri: trimmed });
}

const caip2 = (chainId: number) => `eip155:${chainId}`;

/** What this wallet can offer a dApp: every configured chain, one account. */
export function supportedNamespaces(chains: readonly ChainConfig[], address: Address) {
  const ids = chains.map((chain) => caip2(chain.chainId));
  return {
    eip155: {
      chains: ids,
      methods: [...SUPPORTED_METHODS],
      events: ["accountsChanged", "chainChanged"],
      accounts: ids.map((id) => `${id}:${address}`),
    },
  };
}

/**
 * Approves with the intersection of what was asked and what is configured.
 * A proposal that requires a chain this wallet lacks is rejected for the
 * dApp (so its approval() settles) and the error is rethrown for the UI.
 */
export async function approveProposal(
  kit: Kit,
  proposal: SessionProposal,
  chains: readonly ChainConfig[],
  address: Address,
  proposalRequestsResponses?: ProposalResponses,
): Promise<Session> {
  let namespaces: Namespaces;
  try {
    namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: supportedNamespaces(chains, address),
    });
  } catch (error) {
    await kit.rejectSession({ id: proposal.id, reason: getSdkError("UNSUPPORTED_CHAINS") });
    throw error;
  }
  return kit.approveSession({
    id: proposal.id,
    namespaces,
    ...(proposalRequestsResponses ? { proposalRequestsResponses } : {}),
  });
}

/** The sign-in requests a proposal carries (one-click auth through `connect({ authentication })`). */
export function signInRequests(proposal: SessionProposal): ProposalSignIn[] {
  return proposal.params.requests?.authentication ?? [];
}

/**
 * Approves a proposal that also asks to sign in: each sign-in request is
 * signed as EIP-4361 text by the account on the first of its chains this
 * wallet has, and the CACAOs go back with the session approval, so the dApp
 * is connected and signed in by this one answer. Resolves with the session
 * and the signed texts.
 */
export async function approveProposalSigningIn(
  kit: Kit,
  proposal: SessionProposal,
  chains: readonly ChainConfig[],
  accountIndex: number,
): Promise<{ session: Session; messages: string[] }> {
  const account = devAccount(accountIndex);
  const supported = chains.map((chain) => caip2(chain.chainId));
  const messages: string[] = [];
  const authentication = [];
  for (const request of signInRequests(proposal)) {
    const chain = request.chains.find((id) => supported.includes(id));
    if (chain === undefined) continue;
    const iss = `did:pkh:${chain}:${account.address}`;
    const message = kit.formatAuthMessage({ request, iss });
    messages.push(message);
    const signature = await account.signMessage({ message });
    authentication.push(buildAuthObject(request, { t: "eip191", s: signature }, iss));
  }
  const session = await approveProposal(kit, proposal, chains, account.address, {
    authentication,
  });
  return { session, messages };
}

/**
 * Approves a one-click sign-in: narrows the request to this wallet's chains
 * and methods (recorded in the ReCap, so the dApp's session spans them),
 * signs the resulting EIP-4361 text with the account on the first shared
 * chain and sends the CACAO. Resolves with the signed text. A request for no
 * chain this wallet has is refused for the dApp and rethrown for the UI.
 */
export async function approveAuthentication(
  kit: Kit,
  request: SessionAuthenticate,
  chains: readonly ChainConfig[],
  accountIndex: number,
): Promise<string> {
  let payload: ReturnType<typeof populateAuthPayload>;
  try {
    payload = populateAuthPayload({
      authPayload: request.params.authPayload,
      chains: chains.map((chain) => caip2(chain.chainId)),
      methods: [...SUPPORTED_METHODS],
    });
  } catch (error) {
    await rejectAuthentication(kit, request, "UNSUPPORTED_CHAINS");
    throw error;
  }
  const chain = payload.chains[0];
  if (chain === undefined) {
    await rejectAuthentication(kit, request, "UNSUPPORTED_CHAINS");
    throw new Error("The sign-in request names no chain");
  }
  const account = devAccount(accountIndex);
  const iss = `did:pkh:${chain}:${account.address}`;
  const message = kit.formatAuthMessage({ request: payload, iss });
  const signature = await account.signMessage({ message });
  await kit.approveSessionAuthenticate({
    id: request.id,
    auths: [buildAuthObject(payload, { t: "eip191", s: signature }, iss)],
  });
  return message;
}

export async function rejectAuthentication(
  kit: Kit,
  request: SessionAuthenticate,
  reason: "USER_REJECTED" | "UNSUPPORTED_CHAINS" = "USER_REJECTED",
): Promise<void> {
  await kit.rejectSessionAuthenticate({ id: request.id, reason: getSdkError(reason) });
}

export async function rejectProposal(kit: Kit, proposal: SessionProposal): Promise<void> {
  await kit.rejectSession({ id: proposal.id, reason: getSdkError("USER_REJECTED") });
}

export async function disconnectSession(kit: Kit, topic: string): Promise<void> {
  await kit.disconnectSession({ topic, reason: getSdkError("USER_DISCONNECTED") });
}

export function activeSessions(kit: Kit): Session[] {
  return Object.values(kit.getActiveSessions());
}

/** The dev account index behind a session: requests are answered by the account the session was approved with. */
export function sessionAccountIndex(session: Session): number | undefined {
  const account = session.namespaces.eip155?.accounts[0];
  const address = account?.split(":")[2];
  if (address === undefined) return undefined;
  for (let index = 0; index < ACCOUNT_COUNT; index++) {
    if (devAccount(index).address === getAddress(address)) return index;
  }
  return undefined;
}

/**
 * Makes `chainId` current for the session: adds it to the namespace first if
 * the dApp only got other chains (the SDK refuses events for chains outside
 * the session), then emits chainChanged as EIP-1193 dApps expect.
 */
async function switchSessionChain(
  kit: Kit,
  topic: string,
  chainId: number,
  address: Address,
): Promise<void> {
  const session = kit.getActiveSessions()[topic];
  const eip155 = session?.namespaces.eip155;
  if (session === undefined || eip155 === undefined) throw new Error("the session has ended");
  const chain = caip2(chainId);
  if (!(eip155.chains ?? []).includes(chain)) {
    // Not awaiting the peer's ack: the local session is updated already, and
    // the dApp is waiting on this request's answer, not on the update.
    await kit.updateSession({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...eip155,
          chains: [...(eip155.chains ?? []), chain],
          accounts: [...eip155.accounts, `${chain}:${address}`],
        },
      },
    });
  }
  await kit.emitSessionEvent({
    topic,
    chainId: chain,
    event: { name: "chainChanged", data: chainId },
  });
}

/** Runs an approved request (or answers 4001 when `approved` is false) and sends the response. */
export async function answerRequest(
  kit: Kit,
  request: SessionRequest,
  chains: readonly ChainConfig[],
  approved: boolean,
): Promise<Outcome> {
  const outcome = approved ? await runRequest(kit, request, chains) : rejected();
  const response =
    "result" in outcome
      ? { id: request.id, jsonrpc: "2.0", result: outcome.result }
      : { id: request.id, jsonrpc: "2.0", error: outcome.error };
  await kit.respondSessionRequest({ topic: request.topic, response });
  return outcome;
}

async function runRequest(
  kit: Kit,
  request: SessionRequest,
  chains: readonly ChainConfig[],
): Promise<Outcome> {
  const session = kit.getActiveSessions()[request.topic];
  const index = session === undefined ? undefined : sessionAccountIndex(session);
  if (index === undefined)
    return {
      error: { code: 4100, message: "This session's account is not a dev account of this wallet" },
    };
  const signer = createSigner(devAccount(index), chains);
  const ctx: RequestContext = {
    signer,
    chains,
    switchChain: (chainId) => switchSessionChain(kit, request.topic, chainId, signer.address),
  };
  return handleRequest(ctx, {
    method: request.params.request.method,
    params: request.params.request.params,
    chainId: request.params.chainId,
  });
}
