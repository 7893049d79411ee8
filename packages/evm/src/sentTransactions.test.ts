import type { CreateConnectorFn } from "@wagmi/core";
import { describe, expect, it } from "vitest";
import type { InjectedProvider } from "./discovery.js";
import { type SentSubmission, sentSubmission } from "./sentSubmission.js";
import { withSentTransactions } from "./sentTransactions.js";

const HASH = `0x${"12".repeat(32)}`;

describe("sentSubmission: what a successful wallet request sent", () => {
  it.each<[string, string, unknown, unknown, unknown, SentSubmission | undefined]>([
    [
      "a transaction on the wallet's chain",
      "eth_sendTransaction",
      [{ to: "0x1" }],
      HASH,
      "0x7a69",
      { caipNetworkId: "eip155:31337", kind: "transaction", hash: HASH },
    ],
    [
      "a transaction naming its chain",
      "eth_sendTransaction",
      [{ to: "0x1", chainId: "0x1" }],
      HASH,
      "0x7a69",
      { caipNetworkId: "eip155:1", kind: "transaction", hash: HASH },
    ],
    [
      "a v2 batch",
      "wallet_sendCalls",
      [{ chainId: "0x7a69", calls: [] }],
      { id: "0xbatch" },
      undefined,
      { caipNetworkId: "eip155:31337", kind: "calls", id: "0xbatch" },
    ],
    [
      "a pre-v2 batch answering its id alone",
      "wallet_sendCalls",
      [{ chainId: "0x1", calls: [] }],
      "0xbatch",
      undefined,
      { caipNetworkId: "eip155:1", kind: "calls", id: "0xbatch" },
    ],
    ["a signature", "personal_sign", ["0x00", "0x1"], "0xsig", "0x1", undefined],
    ["a hash of the wrong shape", "eth_sendTransaction", [{}], "0x12", "0x1", undefined],
    ["an empty batch id", "wallet_sendCalls", [{ chainId: "0x1" }], { id: "" }, "0x1", undefined],
    ["no chain known", "eth_sendTransaction", [{}], HASH, undefined, undefined],
    ["a chain id of the wrong shape", "eth_sendTransaction", [{}], HASH, "mainnet", undefined],
  ])("%s", (_name, method, params, answer, walletChainId, expected) => {
    expect(sentSubmission(method, params, answer, walletChainId)).toEqual(expected);
  });
});

/** A wallet that answers a hash to sends and records everything asked. */
function fakeWallet() {
  const asked: string[] = [];
  class Wallet implements InjectedProvider {
    // A private field, as class providers have: methods must run on the wallet itself.
    #chainId = "0x7a69";
    isFake = true;
    async request({ method }: { method: string; params?: unknown }): Promise<unknown> {
      asked.push(method);
      if (method === "eth_chainId") return this.#chainId;
      if (method === "eth_sendTransaction") return HASH;
      if (method === "wallet_sendCalls") return { id: "0xbatch" };
      return null;
    }
    chainId(): string {
      return this.#chainId;
    }
  }
  return { wallet: new Wallet(), asked };
}

function connectorOver(wallet: InjectedProvider) {
  const create = (() => ({
    id: "fake",
    getProvider: async () => wallet,
  })) as unknown as CreateConnectorFn;
  const heard: [string, SentSubmission][] = [];
  const wrapped = withSentTransactions(create, (uid, submission) => heard.push([uid, submission]));
  const connector = wrapped({
    emitter: { uid: "uid-1" },
  } as unknown as Parameters<CreateConnectorFn>[0]) as unknown as {
    getProvider(): Promise<InjectedProvider & { isFake: boolean; chainId(): string }>;
  };
  return { connector, heard };
}

describe("withSentTransactions: the connector's provider reports what its wallet sent", () => {
  it("reports a transaction a dApp sent through the provider, on the wallet's chain", async () => {
    const { wallet, asked } = fakeWallet();
    const { connector, heard } = connectorOver(wallet);
    const provider = await connector.getProvider();
    expect(await provider.request({ method: "eth_sendTransaction", params: [{}] })).toBe(HASH);
    await expect
      .poll(() => heard)
      .toEqual([["uid-1", { caipNetworkId: "eip155:31337", kind: "transaction", hash: HASH }]]);
    expect(asked).toEqual(["eth_sendTransaction", "eth_chainId"]);
  });

  it("reports a batch without asking the chain it names", async () => {
    const { wallet, asked } = fakeWallet();
    const { connector, heard } = connectorOver(wallet);
    const provider = await connector.getProvider();
    await provider.request({ method: "wallet_sendCalls", params: [{ chainId: "0x1" }] });
    await expect
      .poll(() => heard)
      .toEqual([["uid-1", { caipNetworkId: "eip155:1", kind: "calls", id: "0xbatch" }]]);
    expect(asked).toEqual(["wallet_sendCalls"]);
  });

  it("passes everything else through untouched, on the wallet object itself", async () => {
    const { wallet } = fakeWallet();
    const { connector, heard } = connectorOver(wallet);
    const provider = await connector.getProvider();
    expect(await provider.request({ method: "personal_sign", params: [] })).toBeNull();
    expect(provider.isFake).toBe(true);
    expect(provider.chainId()).toBe("0x7a69");
    // Reports go out in order: once a later send is heard, the signature would have been too.
    await provider.request({ method: "eth_sendTransaction", params: [{ chainId: "0x1" }] });
    await expect
      .poll(() => heard)
      .toEqual([["uid-1", { caipNetworkId: "eip155:1", kind: "transaction", hash: HASH }]]);
    // One wrapper per wallet: callers comparing providers see the same one.
    expect(await connector.getProvider()).toBe(provider);
  });

  it("reports nothing when the wallet refuses", async () => {
    let refused = false;
    const wallet: InjectedProvider = {
      request: async () => {
        if (refused) return { id: "0xbatch" };
        refused = true;
        throw Object.assign(new Error("User rejected"), { code: 4001 });
      },
    };
    const { connector, heard } = connectorOver(wallet);
    const provider = await connector.getProvider();
    await expect(provider.request({ method: "eth_sendTransaction" })).rejects.toThrow(
      "User rejected",
    );
    await provider.request({ method: "wallet_sendCalls", params: [{ chainId: "0x1" }] });
    await expect
      .poll(() => heard)
      .toEqual([["uid-1", { caipNetworkId: "eip155:1", kind: "calls", id: "0xbatch" }]]);
  });
});
