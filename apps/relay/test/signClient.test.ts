/**
 * End to end with the official SDK: a dApp and a wallet SignClient pair,
 * settle a session, exchange a request and disconnect, all through the
 * local relay and nothing else.
 */
import { randomUUID } from "node:crypto";
import { SignClient } from "@walletconnect/sign-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RelayHandle, startRelay } from "../src/index.js";

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const CHAIN = "eip155:31337";
const SIGNATURE = `0x${"ab".repeat(65)}`;

let relay: RelayHandle;
const clients: Client[] = [];

function init(name: string): Promise<Client> {
  return SignClient.init({
    relayUrl: relay.url,
    projectId: "demo",
    logger: "silent",
    // A unique prefix keeps the SDK from reusing one global Core for both
    // clients; ":memory:" keeps all state out of the file system.
    customStoragePrefix: `foyer-relay-test-${name}-${randomUUID()}`,
    storageOptions: { database: ":memory:" },
    telemetryEnabled: false,
    metadata: {
      name: `Foyer ${name}`,
      description: "relay e2e test",
      url: "http://127.0.0.1",
      icons: [],
    },
  }).then((client) => {
    clients.push(client);
    return client;
  });
}

/** Lets vitest exit: closes the socket and the SDK's heartbeat interval. */
async function shutdown(client: Client): Promise<void> {
  await client.core.relayer.transportClose();
  client.core.heartbeat.stop();
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out: ${what}`)), ms).unref(),
    ),
  ]);
}

beforeAll(async () => {
  relay = await startRelay({ port: 0 });
});

afterAll(async () => {
  await Promise.all(clients.splice(0).map(shutdown));
  await relay.stop();
});

const NAMESPACE = {
  chains: [CHAIN],
  methods: ["personal_sign"],
  events: ["accountsChanged", "chainChanged"],
};

type Session = Awaited<ReturnType<Awaited<ReturnType<Client["connect"]>>["approval"]>>;

/** dApp proposes, wallet approves via the URI; resolves with the dApp's session. */
async function connectPair(): Promise<{ dapp: Client; wallet: Client; session: Session }> {
  const [dapp, wallet] = await Promise.all([init("dapp"), init("wallet")]);
  wallet.on("session_proposal", ({ id }) => {
    void wallet.approve({
      id,
      namespaces: { eip155: { ...NAMESPACE, accounts: [`${CHAIN}:${ACCOUNT}`] } },
    });
  });
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } });
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await wallet.pair({ uri: uri ?? "" });
  const session = await within(approval(), 15_000, "session approval");
  return { dapp, wallet, session };
}

/** The wallet answers every personal_sign with SIGNATURE and records what it saw. */
function answerPersonalSign(wallet: Client): Array<{ method: string; chainId: string }> {
  const seen: Array<{ method: string; chainId: string }> = [];
  wallet.on("session_request", ({ topic, id, params }) => {
    seen.push({ method: params.request.method, chainId: params.chainId });
    void wallet.respond({ topic, response: { id, jsonrpc: "2.0", result: SIGNATURE } });
  });
  return seen;
}

function personalSign(dapp: Client, session: Session): Promise<string> {
  return within(
    dapp.request<string>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: "personal_sign", params: ["0x68656c6c6f", ACCOUNT] },
    }),
    15_000,
    "personal_sign",
  );
}

describe("@walletconnect/sign-client through the local relay", () => {
  it("pairs, settles, relays personal_sign and delivers a wallet disconnect", async () => {
    const { dapp, wallet, session } = await connectPair();
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`]);
    expect(session.peer.metadata.name).toBe("Foyer wallet");
    expect(wallet.session.get(session.topic).peer.metadata.name).toBe("Foyer dapp");

    const seen = answerPersonalSign(wallet);
    expect(await personalSign(dapp, session)).toBe(SIGNATURE);
    expect(seen).toEqual([{ method: "personal_sign", chainId: CHAIN }]);

    const deleted = new Promise<string>((resolve) =>
      dapp.on("session_delete", ({ topic }) => resolve(topic)),
    );
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: "User disconnected." },
    });
    expect(await within(deleted, 15_000, "session_delete")).toBe(session.topic);
    expect(dapp.session.getAll()).toEqual([]);
  }, 30_000);

  it("keeps a request for an offline wallet until it reconnects", async () => {
    const { dapp, wallet, session } = await connectPair();
    const seen = answerPersonalSign(wallet);

    await wallet.core.relayer.transportClose();
    const signature = personalSign(dapp, session);
    // Let the request reach the relay's mailbox while the wallet is away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);

    // On reconnect the SDK re-subscribes with irn_batchSubscribe and the
    // relay hands over the stored request.
    await wallet.core.relayer.transportOpen();
    expect(await signature).toBe(SIGNATURE);
    expect(seen).toHaveLength(1);
  }, 30_000);
});
