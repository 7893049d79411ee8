import { messages } from "@foyer/core/internal";
import type { RpcRequest } from "@foyer/embedded";
import { hashTypedData, recoverAddress, stringToHex, verifyMessage, verifyTypedData } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import type { CallSummary } from "../src/rpc/describeCall.js";
import { type Approver, handleRpc, RpcAborted, type RpcDeps } from "../src/rpc/handleRpc.js";
import { RpcFailure } from "../src/rpc/rpcErrors.js";

const privateKey = generatePrivateKey();
const account = privateKeyToAccount(privateKey);

function setup(options: { approve?: boolean | "hang"; signedIn?: boolean } = {}) {
  const reads: { method: string; params: unknown; rpcUrl: string | undefined }[] = [];
  const shown: CallSummary[] = [];
  const approve: Approver = (summary, signal) => {
    shown.push(summary);
    if (options.approve === "hang") {
      return new Promise((_, reject) =>
        signal.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    }
    return Promise.resolve(options.approve ?? true);
  };
  const deps: RpcDeps = {
    account: () =>
      options.signedIn === false ? undefined : { address: account.address, privateKey },
    chainRequest: async (method, params, rpcUrl) => {
      reads.push({ method, params, rpcUrl });
      return "0x1";
    },
    approve,
  };
  return { deps, reads, shown };
}

const run = (request: RpcRequest, deps: RpcDeps, signal = new AbortController().signal) =>
  handleRpc(request, deps, signal);

const typedData = {
  domain: { name: "Foyer Test", version: "1", chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
    ],
    Mail: [{ name: "contents", type: "string" }],
  },
  primaryType: "Mail",
  message: { contents: "hello" },
};

describe("safe methods", () => {
  it.each([
    ["eth_getBalance", [account.address, "latest"]],
    ["eth_call", [{ to: account.address }, "latest"]],
    ["eth_chainId", []],
    ["eth_sendRawTransaction", ["0x02"]],
  ] as const)("%s goes to the chain without asking", async (method, params) => {
    const { deps, reads, shown } = setup();
    const request = { method, params: [...params], rpcUrl: "http://127.0.0.1:1/" } as RpcRequest;
    expect(await run(request, deps)).toBe("0x1");
    expect(reads).toEqual([{ method, params, rpcUrl: "http://127.0.0.1:1/" }]);
    expect(shown).toEqual([]);
  });

  it("answers eth_accounts itself: the address when signed in, none otherwise", async () => {
    expect(await run({ method: "eth_accounts" }, setup().deps)).toEqual([account.address]);
    expect(await run({ method: "eth_accounts" }, setup({ signedIn: false }).deps)).toEqual([]);
  });
});

describe("unsafe methods", () => {
  it("personal_sign shows the text, and signs with the frame's key on approve", async () => {
    const { deps, shown } = setup();
    const message = stringToHex("Sign in to Foyer");
    const signature = await run(
      { method: "personal_sign", params: [message, account.address] },
      deps,
    );
    expect(shown[0]?.title).toBe("Sign message");
    expect(shown[0]?.rows[0]).toEqual({ label: "Message", value: "Sign in to Foyer" });
    expect(
      await verifyMessage({
        address: account.address,
        message: "Sign in to Foyer",
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
  });

  it("eth_signTypedData_v4 (JSON string params) signs what it showed", async () => {
    const { deps, shown } = setup();
    const signature = (await run(
      { method: "eth_signTypedData_v4", params: [account.address, JSON.stringify(typedData)] },
      deps,
    )) as `0x${string}`;
    expect(shown[0]?.title).toBe("Sign typed data");
    expect(shown[0]?.rows).toEqual([
      { label: "Domain", value: "Foyer Test · 1" },
      { label: "Chain", value: "31337" },
      { label: "Type", value: "Mail" },
      { label: "contents", value: "hello" },
    ]);
    const { EIP712Domain: _, ...types } = typedData.types;
    const valid = await verifyTypedData({
      address: account.address,
      domain: typedData.domain,
      types,
      primaryType: "Mail",
      message: typedData.message,
      signature,
    });
    expect(valid).toBe(true);
    const hash = hashTypedData({ ...typedData, types, primaryType: "Mail" });
    expect(await recoverAddress({ hash, signature })).toBe(account.address);
  });

  it("a transaction's approval asks the server's preview for exactly that call, from this account", async () => {
    const { deps, shown } = setup({ approve: false });
    const asked: unknown[] = [];
    deps.preview = async (from, calls) => {
      asked.push({ from, calls });
      return { calls: [], simulation: { status: "unavailable", reason: "test" } };
    };
    const to = "0x000000000000000000000000000000000000dEaD";
    await run(
      { method: "eth_sendTransaction", params: [{ to, value: "0x2a", data: "0xabcd" }] },
      deps,
    ).catch(() => undefined);
    expect(shown[0]?.preview?.callCount).toBe(1);
    await shown[0]?.preview?.load();
    expect(asked).toEqual([{ from: account.address, calls: [{ to, value: 42n, data: "0xabcd" }] }]);
  });

  it("reject answers EIP-1193 4001 and signs nothing", async () => {
    const { deps } = setup({ approve: false });
    const error = await run(
      { method: "personal_sign", params: ["0x68", account.address] },
      deps,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcFailure);
    expect(error).toMatchObject({ code: 4001, message: "User rejected the request." });
  });

  it("rpc abort ends a pending approval with 'Request was aborted'", async () => {
    const { deps } = setup({ approve: "hang" });
    const controller = new AbortController();
    const pending = run(
      { method: "personal_sign", params: ["0x68", account.address] },
      deps,
      controller.signal,
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcAborted);
    expect((error as Error).message).toBe(messages.requestAborted);
  });

  it("refuses to sign for another account", async () => {
    const other = privateKeyToAccount(generatePrivateKey()).address;
    const error = await run(
      { method: "personal_sign", params: ["0x68", other] },
      setup().deps,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 4100 });
  });

  it("needs a signed-in wallet and asks nothing otherwise", async () => {
    const { deps, shown } = setup({ signedIn: false });
    const error = await run(
      { method: "personal_sign", params: ["0x68", account.address] },
      deps,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: messages.notConnectedToEmailOrSocial, code: 4100 });
    expect(shown).toEqual([]);
  });

  it.each([
    ["personal_sign", ["0x68"]],
    ["personal_sign", ["0x68", "not-an-address"]],
    ["eth_signTypedData_v4", [account.address, "{not json"]],
    ["eth_sendTransaction", [{ to: "0x1234", value: "0x1" }]],
    ["eth_sendTransaction", [{ to: account.address, value: "12" }]],
  ] as const)("rejects %s with bad params %j before showing anything", async (method, params) => {
    const { deps, shown } = setup();
    const error = await run({ method, params: [...params] } as RpcRequest, deps).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: -32602 });
    expect(shown).toEqual([]);
  });

  it("unsafe methods an EOA frame cannot carry out yet get 4200", async () => {
    const error = await run({ method: "wallet_grantPermissions", params: [] }, setup().deps).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 4200 });
  });
});

describe("disallowed methods", () => {
  it("are refused with the spec's message even if they got past the schema", async () => {
    const { deps, reads } = setup();
    const request = { method: "eth_sign", params: [] } as unknown as RpcRequest;
    await expect(run(request, deps)).rejects.toThrow(messages.rpcCallNotAllowed);
    expect(reads).toEqual([]);
  });
});
