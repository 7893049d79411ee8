import { randomUUID } from "node:crypto";
import { SignClient } from "@walletconnect/sign-client";
import { buildAuthObject } from "@walletconnect/utils";
import { type Hex, isHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

type Client = Awaited<ReturnType<typeof SignClient.init>>;
/** A stored proposal (sign-client's ProposalTypes.Struct). */
type Proposal = ReturnType<Client["proposal"]["getAll"]>[number];
/** One sign-in request of a proposal (sign-client's AuthTypes.AuthenticateParams). */
type AuthRequest = NonNullable<NonNullable<Proposal["requests"]>["authentication"]>[number];

export interface WalletSideOptions {
  relayUrl: string;
  privateKey: Hex;
  /** Chains the wallet grants its account on. */
  chainIds: number[];
  /** Approve or reject every session proposal. */
  mode: "approve" | "reject";
  /**
   * How the wallet answers a proposal that asks it to sign in too (one-click
   * auth, the proposal's `requests.authentication`): sign the message with
   * its account on the first requested chain it has and send the CACAO with
   * its approval, or — default — approve the session alone, as a wallet does
   * that doesn't support it or whose user declined to sign in.
   */
  authenticate?: "sign" | "ignore";
  /** Answers `eth_sendTransaction`; without it the request is refused with 4200. */
  sendTransaction?: (tx: Record<string, unknown>) => Promise<Hex>;
}

export interface WalletSide {
  readonly client: Client;
  readonly address: Hex;
  /** The EIP-4361 texts the wallet signed for sign-in requests. */
  readonly authMessages: string[];
  /** Methods the wallet was asked, in order. */
  readonly requests: { method: string; chainId: string; params: unknown }[];
  /** Pairs with a URI the dApp showed (like scanning the QR code). */
  pair(uri: string): Promise<void>;
  /** Ends every session from the wallet's side. */
  disconnectAll(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * A wallet on the official `@walletconnect/sign-client`, talking to the dApp
 * only through the relay: it approves or rejects proposals and answers
 * `personal_sign` (signed with viem), `wallet_switchEthereumChain` and
 * `eth_sendTransaction`.
 */
export async function startWalletSide(options: WalletSideOptions): Promise<WalletSide> {
  const account = privateKeyToAccount(options.privateKey);
  const client = await SignClient.init({
    relayUrl: options.relayUrl,
    projectId: "demo",
    logger: "silent",
    customStoragePrefix: `foyer-wallet-${randomUUID()}`,
    storageOptions: { database: ":memory:" },
    telemetryEnabled: false,
    metadata: {
      name: "Foyer test wallet",
      description: "test",
      url: "http://127.0.0.1",
      icons: [],
    },
  });
  const requests: WalletSide["requests"] = [];

  const authMessages: string[] = [];
  /** The CACAOs for a proposal's sign-in requests, signed on the first chain both sides have. */
  const signIn = async (requested: AuthRequest[]) => {
    const supported = options.chainIds.map((c) => `eip155:${c}`);
    const cacaos = [];
    for (const request of requested) {
      const chain = request.chains.find((c) => supported.includes(c));
      if (chain === undefined) continue;
      const iss = `did:pkh:${chain}:${account.address}`;
      const message = client.formatAuthMessage({ request, iss });
      authMessages.push(message);
      const signature = await account.signMessage({ message });
      cacaos.push(buildAuthObject(request, { t: "eip191", s: signature }, iss));
    }
    return cacaos;
  };

  client.on("session_proposal", async ({ id, params }) => {
    if (options.mode === "reject") {
      await client.reject({ id, reason: { code: 5000, message: "User rejected." } });
      return;
    }
    const asked = params.optionalNamespaces.eip155 ?? params.requiredNamespaces.eip155;
    const chains = options.chainIds.map((c) => `eip155:${c}`);
    const requested = params.requests?.authentication ?? [];
    const authentication =
      options.authenticate === "sign" && requested.length > 0 ? await signIn(requested) : [];
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          methods: asked?.methods ?? [],
          events: asked?.events ?? [],
          accounts: chains.map((c) => `${c}:${account.address}`),
        },
      },
      ...(authentication.length > 0 ? { proposalRequestsResponses: { authentication } } : {}),
    });
  });

  client.on("session_request", async ({ topic, id, params }) => {
    const { method, params: rpcParams } = params.request;
    requests.push({ method, chainId: params.chainId, params: rpcParams });
    const respond = (result: unknown) =>
      client.respond({ topic, response: { id, jsonrpc: "2.0", result } });
    const fail = (code: number, message: string) =>
      client.respond({ topic, response: { id, jsonrpc: "2.0", error: { code, message } } });
    try {
      if (method === "personal_sign" && Array.isArray(rpcParams)) {
        const message = String(rpcParams[0]);
        await respond(
          await account.signMessage({ message: isHex(message) ? { raw: message } : message }),
        );
      } else if (method === "wallet_switchEthereumChain") {
        await respond(null);
      } else if (method === "eth_sendTransaction" && options.sendTransaction) {
        const [tx] = rpcParams as [Record<string, unknown>];
        await respond(await options.sendTransaction(tx));
      } else {
        await fail(4200, `Unsupported method ${method}`);
      }
    } catch (error) {
      await fail(-32603, error instanceof Error ? error.message : String(error));
    }
  });

  return {
    client,
    address: account.address,
    requests,
    authMessages,
    pair: (uri) => client.pair({ uri }).then(() => undefined),
    async disconnectAll() {
      for (const session of client.session.getAll()) {
        await client.disconnect({
          topic: session.topic,
          reason: { code: 6000, message: "User disconnected." },
        });
      }
    },
    async shutdown() {
      await client.core.relayer.transportClose();
      client.core.heartbeat.stop();
    },
  };
}
