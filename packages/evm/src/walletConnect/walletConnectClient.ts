/**
 * The heavy half of the WalletConnect connector: everything that touches the
 * SDK. Only `walletConnect.ts` imports this file, and only with `import()`,
 * so the SDK is a separate chunk that loads when WalletConnect is used.
 */
import {
  ClientError,
  createClientError,
  createMemoryStorage,
  normalizeWalletError,
  type PairingAbortReason,
  WalletError,
} from "@foyer/core";
import { coreText, foyerMessages, pairingAbortedError } from "@foyer/core/internal";
import { UniversalProvider } from "@walletconnect/universal-provider";

/** The SDK exports its provider class as a const, so the instance type is spelled out. */
type Provider = InstanceType<typeof UniversalProvider>;

import type { CreateConnectorFn } from "@wagmi/core";
import { type Address, numberToHex, UserRejectedRequestError } from "viem";
import {
  authenticationRequest,
  isWalletConnectSignIn,
  sessionFromCacao,
  type WalletConnectSignIn,
} from "./oneClickAuth.js";
import { createProposalQueue } from "./pairingProposals.js";
import { createSdkCore, openRelaySocket, type SdkCore, storagePrefixOf } from "./sdkCore.js";
import { pickChainId, proposalChains, sessionGrant } from "./sessionAccounts.js";
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectOptions } from "./walletConnectOptions.js";

type ConnectorParams = Parameters<CreateConnectorFn>[0];

/** Methods the proposal asks for: what the adapter and the modal send through the session. */
const METHODS = [
  "personal_sign",
  "eth_sendTransaction",
  "eth_signTypedData_v4",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
];
const EVENTS = ["accountsChanged", "chainChanged"];

/** WalletConnect's "user rejected" codes: 5000 (proposal), 5002 (methods), 5100–5101 (chains). */
const WC_REJECTION_CODES = new Set([5000, 5001, 5002]);

/** The connector's behaviour; `walletConnect.ts` forwards wagmi's calls here. */
export interface WalletConnectClient {
  /**
   * Wagmi's connect parameters, with what the adapter adds through them
   * untouched (checked here, in the lazy half, to keep the eager one small):
   * `signIn` (one-click auth) and `pairingUri`, the URI the user still has on
   * screen, to wait on again while the SDK has it pending.
   */
  connect(parameters?: {
    chainId?: number | undefined;
    isReconnecting?: boolean | undefined;
    signIn?: unknown;
    pairingUri?: unknown;
  }): Promise<{
    accounts: readonly Address[];
    chainId: number;
  }>;
  disconnect(): Promise<void>;
  getAccounts(): Promise<readonly Address[]>;
  getChainId(): Promise<number>;
  getProvider(): Promise<Provider>;
  isAuthorized(): Promise<boolean>;
  switchChain(chainId: number): Promise<number>;
  /** Rejects the pending pairing connect, if any, with `pairingAbortedError(reason)` ('Modal closed' by default). */
  abortPairing(reason?: PairingAbortReason): void;
  /** Starts the SDK and its relay connection ahead of a connect; resolves once it is up. */
  prepare(): Promise<void>;
  /** The live session's wallet, by the name its metadata gives (trimmed, at most 64 characters). */
  peerWallet(): { name: string } | undefined;
}

/** One connect waiting for the wallet. */
interface PairingAttempt {
  /** Settles when the attempt is abandoned (replaced, left, modal closed). */
  abandoned: Promise<never>;
  reject(error: Error): void;
}

function createAttempt(): PairingAttempt {
  let reject: (error: Error) => void = () => {};
  const abandoned = new Promise<never>((_, r) => {
    reject = r;
  });
  return { abandoned, reject };
}

/**
 * One WalletConnect client per connector instance: the SDK's core and
 * provider are created on first use and kept in this closure, never in
 * module state.
 */
export function createWalletConnectClient(
  params: ConnectorParams,
  options: WalletConnectOptions,
): WalletConnectClient {
  const storage = options.storage ?? defaultStorage();
  let core: SdkCore | undefined;
  let providerPromise: Promise<Provider> | undefined;
  /** The attempt the user is looking at. */
  let pending: PairingAttempt | undefined;
  const proposals = createProposalQueue();
  let chainId: number | undefined;

  const accountsOf = (provider: Provider): Address[] =>
    sessionGrant(provider.session?.namespaces.eip155?.accounts ?? []).accounts;
  const grantedChains = (provider: Provider): number[] =>
    sessionGrant(provider.session?.namespaces.eip155?.accounts ?? []).chainIds;
  /**
   * The chain the dApp last used on the session, as the SDK persisted it
   * (`setDefaultChain` stores it with the namespaces): after a reload the
   * closure's `chainId` is gone, and the wallet is still on that chain.
   */
  const persistedChain = (provider: Provider): number | undefined => {
    const stored = Number(provider.namespaces?.eip155?.defaultChain);
    return Number.isSafeInteger(stored) && stored > 0 ? stored : undefined;
  };
  const setChain = (provider: Provider, id: number) => {
    chainId = id;
    provider.setDefaultChain(`eip155:${id}`);
  };

  const listen = (provider: Provider) => {
    provider.on("display_uri", (uri: string) => proposals.uriEmitted(uri));
    provider.on("session_delete", () => {
      chainId = undefined;
      params.emitter.emit("disconnect");
    });
    provider.on("accountsChanged", (accounts: string[]) => {
      params.emitter.emit("change", { accounts: accounts as Address[] });
    });
    provider.on("chainChanged", (id: string | number) => {
      const next = typeof id === "number" ? id : Number(id);
      if (!Number.isSafeInteger(next) || next === chainId) return;
      chainId = next;
      params.emitter.emit("change", { chainId: next });
    });
  };

  /** The provider once started, for what must answer without waiting (the peer's name). */
  let started: Provider | undefined;
  const getProvider = (): Promise<Provider> => {
    providerPromise ??= (async () => {
      // One core per client, kept across a retried start (see createSdkCore).
      core ??= createSdkCore(options, storage);
      // Starting the provider starts the core (keys, stored pairings and sessions); its relay
      // socket opens with the first topic it follows, or in `prepare`.
      const provider = await UniversalProvider.init({
        core,
        projectId: options.projectId,
        metadata: options.metadata,
        logger: options.logLevel ?? "silent",
        customStoragePrefix: storagePrefixOf(options),
      });
      listen(provider);
      started = provider;
      return provider;
    })();
    // A failed start may be retried by the next call.
    providerPromise.catch(() => {
      providerPromise = undefined;
    });
    return providerPromise;
  };

  const currentChain = (provider: Provider): number => {
    const granted = grantedChains(provider);
    if (chainId !== undefined && granted.includes(chainId)) return chainId;
    const picked = pickChainId(granted, persistedChain(provider));
    if (picked === undefined) {
      throw new WalletError(
        coreText("walletConnectNoEvmChain", foyerMessages.walletConnectNoEvmChain),
        {
          code: "UNAUTHORIZED",
          details: { granted },
        },
      );
    }
    setChain(provider, picked);
    return picked;
  };

  /** Shows a pairing URI: the QR code's, through wagmi's message, and the host's callback. */
  const show = (uri: string) => {
    options.showUri?.(uri);
    params.emitter.emit("message", { type: "display_uri", data: uri });
  };

  /**
   * Waits for the wallet's answer to a proposal, or for the attempt to be
   * abandoned. With `signIn` the proposal also asks the wallet to sign the
   * app's message (behaviour §5 one-click auth, the SDK's `connect({ authentication })`):
   * a wallet that answers without a signature still connects, and sign-in
   * runs after connect. (The SDK's older `authenticate` route is deprecated
   * and, in browsers, its two parallel attestation lookups can leave the
   * pairing URI unemitted when the verify server is unreachable.)
   *
   * An attempt the user went back from leaves its proposal pending in the
   * SDK; the next attempt waits on it again when the core passes its URI
   * (`resumeUri`, only while valid), so the same QR comes back at once.
   */
  const pair = async (
    provider: Provider,
    wanted: number | undefined,
    signIn: WalletConnectSignIn | undefined,
    resumeUri: string | undefined,
  ) => {
    // Only one attempt is shown at a time: a new one replaces the old one.
    pending?.reject(pairingAbortedError("replaced"));
    const attempt = createAttempt();
    pending = attempt;
    const proposal = proposals.next(resumeUri, signIn !== undefined, () => {
      const optionalNamespaces = {
        eip155: {
          chains: proposalChains(
            params.chains.map((c) => c.id),
            wanted,
          ),
          methods: METHODS,
          events: EVENTS,
          rpcMap: Object.fromEntries(
            params.chains.map((c) => [String(c.id), c.rpcUrls.default.http[0] ?? ""]),
          ),
        },
      };
      return provider.connect(
        signIn
          ? { optionalNamespaces, authentication: [authenticationRequest(signIn.request)] }
          : { optionalNamespaces },
      );
    });
    void proposal.uri.then((uri) => {
      // A late URI of an abandoned attempt is dropped: nobody is looking at it any more.
      if (uri !== undefined && pending === attempt) show(uri);
    });
    try {
      await Promise.race([proposal.answered, attempt.abandoned]);
    } catch (error) {
      throw asUserRejection(error);
    } finally {
      if (pending === attempt) pending = undefined;
    }
    const cacao = signIn ? provider.session?.authentication?.[0] : undefined;
    if (!signIn || !cacao) return;
    const message = provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss });
    const session = sessionFromCacao(cacao.p, message, cacao.s.s);
    if (session) signIn.onSignedIn(session);
  };

  return {
    async connect(parameters) {
      const provider = await getProvider();
      if (!provider.session) {
        if (parameters?.isReconnecting) {
          throw new ClientError(
            coreText("walletConnectNoSession", foyerMessages.walletConnectNoSession),
            {
              code: "CONNECTOR_NOT_CONNECTED",
              details: { connectorId: WALLET_CONNECT_CONNECTOR_ID },
            },
          );
        }
        const signIn = parameters?.signIn;
        const pairingUri = parameters?.pairingUri;
        await pair(
          provider,
          parameters?.chainId,
          isWalletConnectSignIn(signIn) ? signIn : undefined,
          typeof pairingUri === "string" ? pairingUri : undefined,
        );
      }
      const accounts = accountsOf(provider);
      const granted = grantedChains(provider);
      const picked = pickChainId(
        granted,
        parameters?.chainId ?? chainId ?? persistedChain(provider),
      );
      if (picked === undefined || accounts.length === 0) {
        throw new WalletError(
          coreText("walletConnectNoEvmAccount", foyerMessages.walletConnectNoEvmAccount),
          {
            code: "UNAUTHORIZED",
            details: { granted },
          },
        );
      }
      setChain(provider, picked);
      return { accounts, chainId: picked };
    },
    async disconnect() {
      const provider = await getProvider();
      chainId = undefined;
      // The wallet may be gone already; the local session is dropped either way.
      if (provider.session) await provider.disconnect().catch(() => undefined);
    },
    async getAccounts() {
      return accountsOf(await getProvider());
    },
    async getChainId() {
      return currentChain(await getProvider());
    },
    getProvider,
    async isAuthorized() {
      const provider = await getProvider();
      return provider.session !== undefined && accountsOf(provider).length > 0;
    },
    async switchChain(target) {
      const provider = await getProvider();
      const session = provider.session;
      if (!session) {
        throw createClientError("CONNECTOR_NOT_CONNECTED", {
          connectorId: WALLET_CONNECT_CONNECTOR_ID,
        });
      }
      // Asked of the wallet itself, through the session: the SDK would only
      // switch locally for a chain the session already lists.
      await provider.client.request({
        topic: session.topic,
        chainId: `eip155:${currentChain(provider)}`,
        request: {
          method: "wallet_switchEthereumChain",
          params: [{ chainId: numberToHex(target) }],
        },
      });
      setChain(provider, target);
      params.emitter.emit("change", { chainId: target });
      return target;
    },
    abortPairing(reason = "modalClosed") {
      pending?.reject(pairingAbortedError(reason));
      pending = undefined;
    },
    peerWallet() {
      const name = started?.session?.peer.metadata.name;
      // The wallet names itself: shown as text only, and kept short.
      const shown = typeof name === "string" ? name.trim().slice(0, 64) : "";
      return shown ? { name: shown } : undefined;
    },
    async prepare() {
      const provider = await getProvider();
      await openRelaySocket(provider.client.core);
    },
  };
}

/** `localStorage` in a browser, memory elsewhere (SSR, Node). */
function defaultStorage() {
  return typeof window !== "undefined" && window.localStorage
    ? window.localStorage
    : createMemoryStorage();
}

/**
 * The wallet refusing the proposal comes back as WalletConnect's 5000;
 * Foyer's contract is EIP-1193's 4001, which the adapter turns into
 * 'Connection rejected'.
 */
function asUserRejection(error: unknown): unknown {
  const code =
    typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  if (typeof code === "number" && WC_REJECTION_CODES.has(code)) {
    return new UserRejectedRequestError(
      error instanceof Error ? error : normalizeWalletError(error),
    );
  }
  return error;
}
