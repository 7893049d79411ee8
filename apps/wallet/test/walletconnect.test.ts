/**
 * End to end in Node: the local relay, a real anvil, a dApp on the official
 * sign-client and this app's wallet logic (walletKit.ts) on @reown/walletkit.
 */
import { randomUUID } from "node:crypto";
import { type RelayHandle, startRelay } from "@foyer/relay";
import { createPublicClient, type Hex, http, verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainConfig } from "../src/config.js";
import type {
  Kit,
  SessionAuthenticate,
  SessionProposal,
  SessionRequest,
} from "../src/sessionTypes.js";
import { devAccount } from "../src/signer.js";
import {
  activeSessions,
  answerRequest,
  approveAuthentication,
  approveProposal,
  approveProposalSigningIn,
  closeWalletKit,
  disconnectSession,
  initWalletKit,
  pairUri,
  rejectAuthentication,
  rejectProposal,
  signInRequests,
  watchWalletKit,
} from "../src/walletKit.js";
import { type Anvil, startAnvil } from "./support/anvil.js";
import {
  DAPP_NAME,
  type DApp,
  type DAppSession,
  DEVNET_NAMESPACE,
  propose,
  startDApp,
  stopDApp,
} from "./support/dapp.js";
import { within } from "./support/ports.js";

const ACCOUNT_0 = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const RECIPIENT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

let relay: RelayHandle;
let anvil: Anvil;
let chains: ChainConfig[];
const dapps: DApp[] = [];
const wallets: Kit[] = [];

beforeAll(async () => {
  [relay, anvil] = await Promise.all([startRelay({ port: 0 }), startAnvil()]);
  // 31338 has no node behind it here: switching to it needs no RPC.
  chains = [
    { chainId: 31337, name: "devnet", rpcUrl: anvil.rpcUrl },
    { chainId: 31338, name: "devnet 2", rpcUrl: anvil.rpcUrl },
  ];
});

afterAll(async () => {
  await Promise.all([...dapps.splice(0).map(stopDApp), ...wallets.splice(0).map(closeWalletKit)]);
  await Promise.all([relay?.stop(), anvil?.stop()]);
});

async function setUp(): Promise<{
  dapp: DApp;
  wallet: Kit;
  proposals: SessionProposal[];
  requests: SessionRequest[];
  authentications: SessionAuthenticate[];
}> {
  const [dapp, wallet] = await Promise.all([
    startDApp(relay.url),
    initWalletKit({
      relayUrl: relay.url,
      storagePrefix: `foyer-wallet-test-${randomUUID()}`,
      storageOptions: { database: ":memory:" },
    }),
  ]);
  dapps.push(dapp);
  wallets.push(wallet);
  const proposals: SessionProposal[] = [];
  const requests: SessionRequest[] = [];
  const authentications: SessionAuthenticate[] = [];
  watchWalletKit(wallet, {
    onProposal: (proposal) => proposals.push(proposal),
    onRequest: (request) => requests.push(request),
    onAuthenticate: (request) => authentications.push(request),
    onSessionsChanged: () => {},
    onExpired: () => {},
  });
  return { dapp, wallet, proposals, requests, authentications };
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The wallet approves every request it gets, as the app's "Approve all" switch does. */
function approveRequests(wallet: Kit): void {
  wallet.on("session_request", (request) => void answerRequest(wallet, request, chains, true));
}

async function connected(): Promise<{ dapp: DApp; wallet: Kit; session: DAppSession }> {
  const { dapp, wallet, proposals } = await setUp();
  const { uri, approval } = await propose(dapp);
  await pairUri(wallet, uri);
  const proposal = await until(() => proposals[0], "session proposal");
  expect(proposal.params.proposer.metadata.name).toBe(DAPP_NAME);
  const walletSession = await approveProposal(wallet, proposal, chains, devAccount(0).address);
  const session = await within(approval, 15_000, "dApp approval");
  expect(session.topic).toBe(walletSession.topic);
  return { dapp, wallet, session };
}

function request<T>(
  dapp: DApp,
  session: DAppSession,
  method: string,
  params: unknown[],
  chainId = "eip155:31337",
) {
  return within(
    dapp.request<T>({ topic: session.topic, chainId, request: { method, params } }),
    15_000,
    method,
  );
}

describe("the wallet over WalletConnect", () => {
  it("pairs from a URI, approves with anvil account 0 and answers requests", async () => {
    const { dapp, wallet, session } = await connected();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT_0}`]);
    expect(session.peer.metadata.name).toBe("Foyer test wallet");
    expect(activeSessions(wallet).map((s) => s.peer.metadata.name)).toEqual([DAPP_NAME]);
    approveRequests(wallet);

    const signature = await request<Hex>(dapp, session, "personal_sign", [
      "0x68656c6c6f",
      ACCOUNT_0,
    ]);
    expect(await verifyMessage({ address: ACCOUNT_0, message: "hello", signature })).toBe(true);

    const hash = await request<Hex>(dapp, session, "eth_sendTransaction", [
      { from: ACCOUNT_0, to: RECIPIENT, value: "0x1" },
    ]);
    const receipt = await createPublicClient({
      transport: http(anvil.rpcUrl),
      pollingInterval: 50,
    }).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase());

    await expect(
      request(dapp, session, "wallet_switchEthereumChain", [{ chainId: "0x1" }]),
    ).rejects.toMatchObject({
      code: 4902,
    });
    await expect(
      request(dapp, session, "personal_sign", ["0x68", RECIPIENT]),
    ).rejects.toMatchObject({ code: 4100 });

    // A configured chain the session lacks: the namespace grows, then chainChanged.
    const changed = new Promise<unknown>((resolve) =>
      dapp.on("session_event", ({ params }) => {
        if (params.event.name === "chainChanged") resolve(params.event.data);
      }),
    );
    expect(
      await request(dapp, session, "wallet_switchEthereumChain", [{ chainId: "0x7a6a" }]),
    ).toBeNull();
    expect(await within(changed, 15_000, "chainChanged")).toBe(31338);
    expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toContain(
      `eip155:31338:${ACCOUNT_0}`,
    );
  }, 60_000);

  it("answers 4001 when the person rejects a request", async () => {
    const { dapp, wallet, session } = await connected();
    wallet.on("session_request", (req) => void answerRequest(wallet, req, chains, false));
    await expect(
      request(dapp, session, "personal_sign", ["0x68", ACCOUNT_0]),
    ).rejects.toMatchObject({ code: 4001 });
  }, 60_000);

  it("rejecting the proposal rejects the dApp's approval()", async () => {
    const { dapp, wallet, proposals } = await setUp();
    const { uri, approval } = await propose(dapp);
    const settled = approval.then(
      () => "approved",
      (error: unknown) => error,
    );
    await pairUri(wallet, uri);
    await rejectProposal(wallet, await until(() => proposals[0], "session proposal"));
    expect(await within(settled, 15_000, "rejection")).toMatchObject({ code: 5000 });
    expect(activeSessions(wallet)).toEqual([]);
  }, 60_000);

  it("a wallet-side disconnect ends the dApp's session", async () => {
    const { dapp, wallet, session } = await connected();
    const deleted = new Promise<string>((resolve) =>
      dapp.on("session_delete", ({ topic }) => resolve(topic)),
    );
    await disconnectSession(wallet, session.topic);
    expect(await within(deleted, 15_000, "session_delete")).toBe(session.topic);
    expect(dapp.session.getAll()).toEqual([]);
    expect(activeSessions(wallet)).toEqual([]);
  }, 60_000);

  it("refuses a URI that is not a pairing URI", async () => {
    const { wallet } = await setUp();
    await expect(pairUri(wallet, "https://example.com")).rejects.toThrow(/pairing URI/);
  });
});

describe("one-click sign-in, the older route other dApps still use (wc_sessionAuthenticate)", () => {
  /** The dApp asks to connect and sign in at once, as Foyer's connector does with SIWX on. */
  async function authenticate(dapp: DApp) {
    const { uri, response } = await dapp.authenticate({
      chains: ["eip155:31337", "eip155:31338"],
      domain: "127.0.0.1:5173",
      uri: "http://127.0.0.1:5173/",
      nonce: "abcdefgh1234",
      statement: "Sign in to the Foyer demo",
      methods: ["personal_sign"],
    });
    // Called at once so a refusal is never an unhandled rejection.
    const answered = response().then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    return { uri, answered };
  }

  it("approving signs the EIP-4361 text with the dev account and opens a session on every chain", async () => {
    const { dapp, wallet, proposals, authentications } = await setUp();
    const { uri, answered } = await authenticate(dapp);
    await pairUri(wallet, uri);
    const request = await until(() => authentications[0], "authenticate request");
    const message = await approveAuthentication(wallet, request, chains, 0);
    const outcome = await within(answered, 15_000, "dApp authenticate response");
    if (!("result" in outcome)) throw outcome.error;
    const cacao = outcome.result.auths?.[0];
    expect(cacao?.p.iss).toBe(`did:pkh:eip155:31337:${ACCOUNT_0}`);
    expect(message).toContain(`wants you to sign in with your Ethereum account:\n${ACCOUNT_0}`);
    expect(message).toContain("Nonce: abcdefgh1234");
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature: cacao?.s.s as Hex })).toBe(
      true,
    );
    expect(outcome.result.session.namespaces.eip155?.accounts).toEqual(
      expect.arrayContaining([`eip155:31337:${ACCOUNT_0}`, `eip155:31338:${ACCOUNT_0}`]),
    );
    // The plain proposal sent alongside was set aside: one approval only.
    expect(proposals).toEqual([]);
    expect(activeSessions(wallet)).toHaveLength(1);
  }, 30_000);

  it("rejecting refuses the dApp's sign-in and opens no session", async () => {
    const { dapp, wallet, authentications } = await setUp();
    const { uri, answered } = await authenticate(dapp);
    await pairUri(wallet, uri);
    const request = await until(() => authentications[0], "authenticate request");
    await rejectAuthentication(wallet, request);
    const outcome = await within(answered, 15_000, "dApp authenticate response");
    expect("error" in outcome).toBe(true);
    expect(activeSessions(wallet)).toEqual([]);
  }, 30_000);
});

describe("one-click sign-in (a proposal carrying a sign-in request)", () => {
  /** The dApp asks to connect and sign in with one proposal, as Foyer's connector does with SIWX on. */
  async function proposeSigningIn(dapp: DApp) {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: DEVNET_NAMESPACE,
      authentication: [
        {
          chains: ["eip155:31337", "eip155:31338"],
          domain: "127.0.0.1:5173",
          uri: "http://127.0.0.1:5173/",
          nonce: "abcdefgh1234",
          statement: "Sign in to the Foyer demo",
          requestId: "req-7",
          ttl: 300,
        },
      ],
    });
    if (uri === undefined) throw new Error("sign-client gave no pairing URI");
    const settled = approval();
    settled.catch(() => {});
    return { uri, approval: settled };
  }

  it("approving signs the dApp's message on the first shared chain and returns the CACAO with the session", async () => {
    const { dapp, wallet, proposals, authentications } = await setUp();
    const { uri, approval } = await proposeSigningIn(dapp);
    await pairUri(wallet, uri);
    const proposal = await until(() => proposals[0], "session proposal");
    expect(signInRequests(proposal)).toHaveLength(1);
    const { messages } = await approveProposalSigningIn(wallet, proposal, chains, 0);
    const session = await within(approval, 15_000, "dApp approval");
    const cacao = session.authentication?.[0];
    expect(cacao?.p.iss).toBe(`did:pkh:eip155:31337:${ACCOUNT_0}`);
    const message = messages[0] ?? "";
    expect(message).toContain(`wants you to sign in with your Ethereum account:\n${ACCOUNT_0}`);
    expect(message).toContain("\nSign in to the Foyer demo\n");
    expect(message).toContain("Request ID: req-7");
    // What the dApp re-formats from the CACAO is the very text signed.
    expect(dapp.formatAuthMessage({ request: cacao!.p, iss: cacao!.p.iss })).toBe(message);
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature: cacao?.s.s as Hex })).toBe(
      true,
    );
    expect(authentications).toEqual([]);
    expect(activeSessions(wallet)).toHaveLength(1);
  }, 30_000);

  it("a plain proposal has no sign-in request and approves without a CACAO", async () => {
    const { dapp, wallet, proposals } = await setUp();
    const { uri, approval } = await propose(dapp);
    await pairUri(wallet, uri);
    const proposal = await until(() => proposals[0], "session proposal");
    expect(signInRequests(proposal)).toEqual([]);
    await approveProposal(wallet, proposal, chains, devAccount(0).address);
    expect((await within(approval, 15_000, "dApp approval")).authentication).toBeUndefined();
  }, 30_000);
});
