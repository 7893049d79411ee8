import { createMemoryStorage } from "@foyer/protocol";
import { type Address, type Hex, parseEther, verifyMessage, verifyTypedData } from "viem";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Anvil, DEV_ACCOUNTS, rejection, startAnvil } from "./testing/anvil.js";
import type { TestWalletOptions } from "./types.js";
import { createTestWallet } from "./wallet.js";

const [alice, bob] = DEV_ACCOUNTS;
let anvil: Anvil;
let anvil2: Anvil;

beforeAll(async () => {
  [anvil, anvil2] = await Promise.all([startAnvil(31337), startAnvil(31338)]);
});
afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop()]);
});

function wallet(options: Partial<TestWalletOptions> = {}) {
  return createTestWallet({
    privateKey: alice.privateKey,
    chains: [{ chainId: 31337, rpcUrl: anvil.url, name: "Anvil" }],
    storage: createMemoryStorage(),
    ...options,
  });
}

const typedData = {
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
      { name: "verifyingContract", type: "address" },
    ],
    Mail: [
      { name: "from", type: "address" },
      { name: "to", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "contents", type: "string" },
    ],
  },
  primaryType: "Mail",
  domain: {
    name: "Foyer",
    version: "1",
    chainId: 31337,
    verifyingContract: "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC",
  },
  message: {
    from: alice.address,
    to: bob.address,
    amount: "1000000000000000000000",
    contents: "hi",
  },
} as const;

describe("accounts", () => {
  it("has no accounts until eth_requestAccounts, then the key's address", async () => {
    const w = wallet();
    const changes: Address[][] = [];
    w.on("accountsChanged", (accounts) => changes.push(accounts));
    expect(await w.request({ method: "eth_accounts" })).toEqual([]);
    expect(await w.request({ method: "eth_requestAccounts" })).toEqual([alice.address]);
    expect(await w.request({ method: "eth_accounts" })).toEqual([alice.address]);
    expect(changes).toEqual([[alice.address]]);
    expect(w.isAuthorized()).toBe(true);
  });

  it("remembers the site across a reload (same storage) and forgets it on revoke", async () => {
    const storage = createMemoryStorage();
    const first = wallet({ storage });
    await first.request({ method: "eth_requestAccounts" });
    expect(storage.getItem("foyer-testwallet:connected")).toBe(alice.address);

    const reloaded = wallet({ storage, mode: "reject" });
    expect(await reloaded.request({ method: "eth_accounts" })).toEqual([alice.address]);
    // Already connected: no prompt, so even reject mode answers.
    expect(await reloaded.request({ method: "eth_requestAccounts" })).toEqual([alice.address]);

    const changed = vi.fn();
    reloaded.on("accountsChanged", changed);
    expect(
      await reloaded.request({
        method: "wallet_revokePermissions",
        params: [{ eth_accounts: {} }],
      }),
    ).toBeNull();
    expect(changed).toHaveBeenCalledWith([]);
    expect(await reloaded.request({ method: "eth_accounts" })).toEqual([]);
    expect(await wallet({ storage }).request({ method: "eth_accounts" })).toEqual([]);
  });

  it("does not treat a different key's stored connection as its own", async () => {
    const storage = createMemoryStorage();
    await wallet({ storage }).request({ method: "eth_requestAccounts" });
    const other = wallet({ storage, privateKey: bob.privateKey });
    expect(await other.request({ method: "eth_accounts" })).toEqual([]);
  });

  it("grants and reports permissions like MetaMask", async () => {
    const w = wallet();
    expect(await w.request({ method: "wallet_getPermissions" })).toEqual([]);
    const granted = await w.request({
      method: "wallet_requestPermissions",
      params: [{ eth_accounts: {} }],
    });
    expect(granted).toMatchObject([
      {
        parentCapability: "eth_accounts",
        caveats: [{ type: "restrictReturnedAccounts", value: [alice.address] }],
      },
    ]);
    expect(await w.request({ method: "eth_accounts" })).toEqual([alice.address]);
    expect(
      (await rejection(w.request({ method: "wallet_requestPermissions", params: [{}] }))).code,
    ).toBe(-32602);
  });

  it("answers wallet_getCapabilities with no capabilities once connected", async () => {
    const w = wallet();
    expect(
      (await rejection(w.request({ method: "wallet_getCapabilities", params: [alice.address] })))
        .code,
    ).toBe(4100);
    await w.request({ method: "eth_requestAccounts" });
    expect(await w.request({ method: "wallet_getCapabilities", params: [alice.address] })).toEqual(
      {},
    );
  });

  it("rejects with 4001 in reject mode", async () => {
    const w = wallet({ mode: "reject" });
    const error = await rejection(w.request({ method: "eth_requestAccounts" }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 4001 });
    expect(await w.request({ method: "eth_accounts" })).toEqual([]);
  });
});

describe("signing", () => {
  it("refuses to sign before the site is connected (4100)", async () => {
    const w = wallet();
    const sign = await rejection(
      w.request({ method: "personal_sign", params: ["0x68656c6c6f", alice.address] }),
    );
    expect(sign.code).toBe(4100);
    const typed = await rejection(
      w.request({
        method: "eth_signTypedData_v4",
        params: [alice.address, JSON.stringify(typedData)],
      }),
    );
    expect(typed.code).toBe(4100);
    const send = await rejection(
      w.request({
        method: "eth_sendTransaction",
        params: [{ from: alice.address, to: bob.address, value: "0x1" }],
      }),
    );
    expect(send.code).toBe(4100);
  });

  it("personal_sign signs text and hex messages verifiable with viem", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const text = (await w.request({
      method: "personal_sign",
      params: ["Sign in to Foyer", alice.address],
    })) as Hex;
    expect(
      await verifyMessage({ address: alice.address, message: "Sign in to Foyer", signature: text }),
    ).toBe(true);
    const hex = (await w.request({
      method: "personal_sign",
      params: ["0x68656c6c6f", alice.address],
    })) as Hex;
    expect(await verifyMessage({ address: alice.address, message: "hello", signature: hex })).toBe(
      true,
    );
    // [address, message] order, which some dApps send.
    const swapped = (await w.request({
      method: "personal_sign",
      params: [alice.address, "0x68656c6c6f"],
    })) as Hex;
    expect(swapped).toBe(hex);
  });

  it("personal_sign refuses another address (4100)", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const error = await rejection(
      w.request({ method: "personal_sign", params: ["0x00", bob.address] }),
    );
    expect(error.code).toBe(4100);
  });

  it("eth_signTypedData_v4 signs JSON typed data verifiable with viem", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const payload = { ...typedData, domain: { ...typedData.domain, chainId: "0x7a69" } };
    const signature = (await w.request({
      method: "eth_signTypedData_v4",
      params: [alice.address, JSON.stringify(payload)],
    })) as Hex;
    const valid = await verifyTypedData({
      address: alice.address,
      domain: { ...typedData.domain, chainId: 31337 },
      types: { Mail: typedData.types.Mail },
      primaryType: "Mail",
      message: { ...typedData.message, amount: 1000n * 10n ** 18n },
      signature,
    });
    expect(valid).toBe(true);
  });

  it("eth_signTypedData_v4 refuses a domain for another chain and malformed data (-32602)", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } };
    expect(
      (
        await rejection(
          w.request({
            method: "eth_signTypedData_v4",
            params: [alice.address, JSON.stringify(otherChain)],
          }),
        )
      ).code,
    ).toBe(-32602);
    expect(
      (
        await rejection(
          w.request({ method: "eth_signTypedData_v4", params: [alice.address, "{not json"] }),
        )
      ).code,
    ).toBe(-32602);
    expect(
      (
        await rejection(
          w.request({
            method: "eth_signTypedData_v4",
            params: [alice.address, JSON.stringify({ ...typedData, primaryType: "Nope" })],
          }),
        )
      ).code,
    ).toBe(-32602);
  });
  it("eth_signTypedData_v4 refuses values that do not fit their types (-32602)", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const bad = { ...typedData, message: { ...typedData.message, to: "0x1234" } };
    const error = await rejection(
      w.request({ method: "eth_signTypedData_v4", params: [alice.address, JSON.stringify(bad)] }),
    );
    expect(error).toMatchObject({ code: -32602 });
  });
});

interface Receipt {
  status: string;
  from: string;
  type: string;
}

async function waitForReceipt(
  w: { request(args: { method: string; params?: unknown[] }): Promise<unknown> },
  hash: Hex,
): Promise<Receipt> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const receipt = (await w.request({
      method: "eth_getTransactionReceipt",
      params: [hash],
    })) as Receipt | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no receipt for ${hash} after 10 s`);
}

describe("transactions", () => {
  it("eth_sendTransaction fills, signs locally and moves ETH", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const before = BigInt(
      (await w.request({ method: "eth_getBalance", params: [bob.address, "latest"] })) as string,
    );
    const value = parseEther("1.5");
    const hash = (await w.request({
      method: "eth_sendTransaction",
      params: [{ from: alice.address, to: bob.address, value: `0x${value.toString(16)}` }],
    })) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // Anvil mines on send, but under load the receipt can land a moment after the hash
    // comes back; a dApp polls for it the same way.
    const receipt = await waitForReceipt(w, hash);
    expect(receipt.status).toBe("0x1");
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase());
    expect(receipt.type).toBe("0x2");
    const after = BigInt((await anvil.rpc("eth_getBalance", [bob.address, "latest"])) as string);
    expect(after - before).toBe(value);
  });

  it("sends parallel transactions with consecutive nonces", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const send = () =>
      w.request({
        method: "eth_sendTransaction",
        params: [{ from: alice.address, to: bob.address, value: "0x1" }],
      });
    const hashes = (await Promise.all([send(), send(), send()])) as Hex[];
    expect(new Set(hashes).size).toBe(3);
    for (const hash of hashes) {
      const receipt = await waitForReceipt(w, hash);
      expect(receipt.status).toBe("0x1");
    }
  });

  it("honours a legacy gasPrice and refuses another sender or chain", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const hash = (await w.request({
      method: "eth_sendTransaction",
      params: [{ from: alice.address, to: bob.address, value: "0x1", gasPrice: "0x77359400" }],
    })) as Hex;
    const tx = (await anvil.rpc("eth_getTransactionByHash", [hash])) as {
      type: string;
      gasPrice: string;
    };
    expect(tx.type).toBe("0x0");
    expect(BigInt(tx.gasPrice)).toBe(2_000_000_000n);
    expect(
      (
        await rejection(
          w.request({
            method: "eth_sendTransaction",
            params: [{ from: bob.address, to: alice.address }],
          }),
        )
      ).code,
    ).toBe(4100);
    expect(
      (
        await rejection(
          w.request({
            method: "eth_sendTransaction",
            params: [{ from: alice.address, to: bob.address, chainId: "0x1" }],
          }),
        )
      ).code,
    ).toBe(-32602);
    expect(
      (
        await rejection(
          w.request({
            method: "eth_sendTransaction",
            params: [{ from: alice.address, value: "12" }],
          }),
        )
      ).code,
    ).toBe(-32602);
  });

  it("accepts lower-case addresses but refuses a broken EIP-55 checksum (-32602)", async () => {
    const w = wallet();
    await w.request({ method: "eth_requestAccounts" });
    const lower = bob.address.toLowerCase();
    const hash = await w.request({
      method: "eth_sendTransaction",
      params: [{ from: alice.address.toLowerCase(), to: lower, value: "0x1" }],
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // Still mixed case, but one letter's case flipped: the checksum no longer matches.
    const badChecksum = bob.address.replace("C7d", "c7d");
    expect(badChecksum.toLowerCase()).toBe(lower);
    expect(badChecksum).not.toBe(bob.address);
    const error = await rejection(
      w.request({
        method: "eth_sendTransaction",
        params: [{ from: alice.address, to: badChecksum, value: "0x1" }],
      }),
    );
    expect(error.code).toBe(-32602);
  });

  it("passes node errors (a revert) through with their code", async () => {
    const w = wallet();
    // 0xfe is INVALID: any call into this init code fails on the node.
    const error = await rejection(
      w.request({ method: "eth_estimateGas", params: [{ from: alice.address, data: "0xfe" }] }),
    );
    expect(typeof error.code).toBe("number");
    expect(error.code).not.toBe(4200);
  });
});

describe("chains", () => {
  it("switching to an unknown chain is 4902; after adding it the wallet is on it", async () => {
    const w = wallet();
    const chainChanged = vi.fn();
    w.on("chainChanged", chainChanged);
    expect(await w.request({ method: "eth_chainId" })).toBe("0x7a69");

    const unknown = await rejection(
      w.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] }),
    );
    expect(unknown).toMatchObject({ code: 4902 });
    expect(chainChanged).not.toHaveBeenCalled();

    await w.request({
      method: "wallet_addEthereumChain",
      params: [
        {
          chainId: "0x7a6a",
          chainName: "Anvil Two",
          rpcUrls: [anvil2.url],
          nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
          blockExplorerUrls: ["https://explorer.invalid"],
          iconUrls: [],
        },
      ],
    });
    expect(
      await w.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] }),
    ).toBeNull();
    expect(chainChanged).toHaveBeenCalledWith("0x7a6a");
    expect(await w.request({ method: "eth_chainId" })).toBe("0x7a6a");
    expect(w.activeChain()).toMatchObject({ chainId: 31338, name: "Anvil Two" });

    // Reads and writes now go to the second node.
    await w.request({ method: "eth_requestAccounts" });
    const blockBefore = BigInt((await anvil.rpc("eth_blockNumber")) as string);
    const hash = (await w.request({
      method: "eth_sendTransaction",
      params: [{ from: alice.address, to: bob.address, value: "0x5" }],
    })) as Hex;
    // Under load anvil can answer with the hash before the block is mined.
    await waitForReceipt(w, hash);
    expect(BigInt((await anvil2.rpc("eth_blockNumber")) as string)).toBeGreaterThan(0n);
    expect(BigInt((await anvil.rpc("eth_blockNumber")) as string)).toBe(blockBefore);

    await w.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a69" }] });
    expect(chainChanged).toHaveBeenLastCalledWith("0x7a69");
  });

  it("remembers added chains and the selected chain across a reload", async () => {
    const storage = createMemoryStorage();
    const w = wallet({ storage });
    await w.request({
      method: "wallet_addEthereumChain",
      params: [{ chainId: "0x7a6a", rpcUrls: [anvil2.url] }],
    });
    const reloaded = wallet({ storage });
    expect(await reloaded.request({ method: "eth_chainId" })).toBe("0x7a6a");
    expect(reloaded.chains().map((chain) => chain.chainId)).toEqual([31338, 31337]);
  });

  it("validates chain params (-32602)", async () => {
    const w = wallet();
    const cases: unknown[] = [
      [{ chainId: "0x01", rpcUrls: [anvil2.url] }],
      [{ chainId: 31338, rpcUrls: [anvil2.url] }],
      [{ chainId: "0x7a6a", rpcUrls: [] }],
      [{ chainId: "0x7a6a", rpcUrls: ["ftp://x"] }],
      [
        {
          chainId: "0x7a6a",
          rpcUrls: [anvil2.url],
          nativeCurrency: { name: "E", symbol: "E", decimals: 6 },
        },
      ],
      [{ chainId: "0x7a6a", rpcUrls: [anvil2.url], blockExplorerUrls: "https://x" }],
      "0x7a6a",
    ];
    for (const params of cases) {
      const error = await rejection(
        w.request({ method: "wallet_addEthereumChain", params: params as unknown[] }),
      );
      expect(error.code, JSON.stringify(params)).toBe(-32602);
    }
    expect(
      (
        await rejection(
          w.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "7a6a" }] }),
        )
      ).code,
    ).toBe(-32602);
    expect(w.chains()).toHaveLength(1);
  });

  it("starts on activeChainId and rejects one that is not configured", async () => {
    const chains = [
      { chainId: 31337, rpcUrl: anvil.url },
      { chainId: 31338, rpcUrl: anvil2.url },
    ];
    expect(await wallet({ chains, activeChainId: 31338 }).request({ method: "eth_chainId" })).toBe(
      "0x7a6a",
    );
    expect(() => wallet({ chains, activeChainId: 1 })).toThrow(TypeError);
    expect(() => wallet({ chains: [] })).toThrow(TypeError);
  });
});

describe("provider surface", () => {
  it("answers unsupported methods with 4200 and malformed requests with an error", async () => {
    const w = wallet();
    for (const method of [
      "eth_sign",
      "anvil_setBalance",
      "eth_signTransaction",
      "toString",
      "__proto__",
    ]) {
      expect((await rejection(w.request({ method }))).code, method).toBe(4200);
    }
    expect(
      (await rejection(w.request({ method: "eth_call", params: "nope" } as never))).code,
    ).toBeDefined();
    expect((await rejection(w.request(null as never))).code).toBe(-32600);
  });

  it("passes reads through to the node", async () => {
    const w = wallet();
    const balance = (await w.request({
      method: "eth_getBalance",
      params: [alice.address, "latest"],
    })) as string;
    expect(balance).toBe(await anvil.rpc("eth_getBalance", [alice.address, "latest"]));
    expect(await w.request({ method: "eth_blockNumber" })).toBe(await anvil.rpc("eth_blockNumber"));
  });

  it("emits connect after creation, and disconnect (4900) then connect when the node goes and comes back", async () => {
    const spare = await startAnvil(31337);
    const w = wallet({ chains: [{ chainId: 31337, rpcUrl: spare.url }] });
    const connect = vi.fn();
    const disconnect = vi.fn();
    w.on("connect", connect).on("disconnect", disconnect);
    await vi.waitFor(() => expect(connect).toHaveBeenCalledWith({ chainId: "0x7a69" }));
    await spare.stop();
    const error = await rejection(w.request({ method: "eth_blockNumber" }));
    expect(error.code).toBe(4901);
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(disconnect.mock.calls[0]?.[0]).toMatchObject({ code: 4900 });
    w.removeListener("disconnect", disconnect);
    await rejection(w.request({ method: "eth_blockNumber" }));
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it("keeps calling other listeners when one throws", async () => {
    const w = wallet();
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    const second = vi.fn();
    w.on("accountsChanged", () => {
      throw new Error("dApp bug");
    });
    w.on("accountsChanged", second);
    await w.request({ method: "eth_requestAccounts" });
    expect(second).toHaveBeenCalled();
    errorLog.mockRestore();
  });
});
