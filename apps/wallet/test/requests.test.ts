import { type Hex, hashMessage, recoverMessageAddress, recoverTypedDataAddress } from "viem";
import { describe, expect, it } from "vitest";
import type { ChainConfig } from "../src/config.js";
import {
  describeRequest,
  handleRequest,
  parseCaip2,
  type RequestContext,
  RPC_ERRORS,
  rejected,
} from "../src/requests.js";
import { createSigner, devAccount, type Signer, type TransactionFields } from "../src/signer.js";

const ACCOUNT_0 = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const OTHER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const CHAINS: ChainConfig[] = [
  { chainId: 31337, name: "devnet", rpcUrl: "http://127.0.0.1:1" },
  { chainId: 31338, name: "devnet 2", rpcUrl: "http://127.0.0.1:1" },
];

/** A real signer for messages; transactions are recorded instead of sent. */
function context(): RequestContext & {
  sent: Array<[number, TransactionFields]>;
  switched: number[];
} {
  const real = createSigner(devAccount(0), CHAINS);
  const sent: Array<[number, TransactionFields]> = [];
  const switched: number[] = [];
  const signer: Signer = {
    address: real.address,
    signMessage: real.signMessage,
    signTypedData: real.signTypedData,
    async sendTransaction(chainId, tx) {
      sent.push([chainId, tx]);
      if (tx.value === 666n) throw new Error("insufficient funds");
      return `0x${"11".repeat(32)}`;
    },
  };
  return {
    signer,
    chains: CHAINS,
    sent,
    switched,
    async switchChain(chainId) {
      switched.push(chainId);
    },
  };
}

const request = (method: string, params: unknown, chainId = "eip155:31337") => ({
  method,
  params,
  chainId,
});

describe("dev accounts", () => {
  it("derives anvil's accounts from the test mnemonic", () => {
    expect(devAccount(0).address).toBe(ACCOUNT_0);
    expect(devAccount(1).address).toBe(OTHER);
    expect(() => devAccount(10)).toThrow(RangeError);
  });
});

const MAIL = {
  domain: { name: "Ether Mail", version: "1", chainId: 31337, verifyingContract: OTHER },
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
      { name: "verifyingContract", type: "address" },
    ],
    Person: [
      { name: "name", type: "string" },
      { name: "wallet", type: "address" },
    ],
    Mail: [
      { name: "from", type: "Person" },
      { name: "contents", type: "string" },
    ],
  },
  primaryType: "Mail",
  message: { from: { name: "Cow", wallet: OTHER }, contents: "Hello, Bob!" },
} as const;

describe("eth_signTypedData_v4", () => {
  it.each([
    ["JSON text", JSON.stringify(MAIL)],
    ["an object", MAIL],
  ])("signs typed data sent as %s with the session's account", async (_, data) => {
    const outcome = await handleRequest(
      context(),
      request("eth_signTypedData_v4", [ACCOUNT_0, data]),
    );
    if (!("result" in outcome)) throw new Error(outcome.error.message);
    const { EIP712Domain: _domain, ...types } = MAIL.types;
    const signer = await recoverTypedDataAddress({
      domain: MAIL.domain,
      types,
      primaryType: "Mail",
      message: MAIL.message,
      signature: outcome.result as Hex,
    });
    expect(signer).toBe(ACCOUNT_0);
    expect(describeRequest(request("eth_signTypedData_v4", []))).toBe("Sign typed data");
  });

  it.each([
    ["another account", [OTHER, JSON.stringify(MAIL)], RPC_ERRORS.unauthorized],
    ["text that is not JSON", [ACCOUNT_0, "{"], RPC_ERRORS.invalidParams],
    ["no primaryType", [ACCOUNT_0, { ...MAIL, primaryType: undefined }], RPC_ERRORS.invalidParams],
    [
      "a domain for another chain",
      [ACCOUNT_0, { ...MAIL, domain: { ...MAIL.domain, chainId: 1 } }],
      RPC_ERRORS.invalidParams,
    ],
  ])("refuses %s", async (_, params, code) => {
    const outcome = await handleRequest(context(), request("eth_signTypedData_v4", params));
    expect("error" in outcome && outcome.error.code).toBe(code);
  });
});

describe("personal_sign", () => {
  it.each([
    ["hex message, address second", ["0x68656c6c6f", ACCOUNT_0]],
    ["text message", ["hello", ACCOUNT_0]],
    ["legacy order (address first)", [ACCOUNT_0, "0x68656c6c6f"]],
    ["lower-case address", ["0x68656c6c6f", ACCOUNT_0.toLowerCase()]],
  ])("signs: %s", async (_, params) => {
    const outcome = await handleRequest(context(), request("personal_sign", params));
    if (!("result" in outcome)) throw new Error(outcome.error.message);
    const signature = outcome.result as Hex;
    const recovered = await recoverMessageAddress({ message: "hello", signature });
    expect(recovered).toBe(ACCOUNT_0);
    expect(hashMessage("hello")).toBe(hashMessage({ raw: "0x68656c6c6f" }));
  });

  it.each([
    ["another account", ["0x68656c6c6f", OTHER], RPC_ERRORS.unauthorized],
    ["no params", [], RPC_ERRORS.invalidParams],
    ["params not an array", { message: "hi" }, RPC_ERRORS.invalidParams],
    ["not an address", ["0x68656c6c6f", "bob"], RPC_ERRORS.invalidParams],
    ["message not a string", [42, ACCOUNT_0], RPC_ERRORS.invalidParams],
  ])("refuses %s", async (_, params, code) => {
    expect(await handleRequest(context(), request("personal_sign", params))).toMatchObject({
      error: { code },
    });
  });
});

describe("eth_sendTransaction", () => {
  it("parses hex fields and sends on the request's chain", async () => {
    const ctx = context();
    const tx = {
      from: ACCOUNT_0,
      to: OTHER.toLowerCase(),
      value: "0xde0b6b3a7640000",
      data: "0x",
      gas: "0x5208",
      nonce: "0x2",
    };
    const outcome = await handleRequest(ctx, request("eth_sendTransaction", [tx], "eip155:31338"));
    expect(outcome).toEqual({ result: `0x${"11".repeat(32)}` });
    expect(ctx.sent).toEqual([
      [
        31338,
        {
          to: OTHER,
          value: 10n ** 18n,
          data: "0x",
          gas: 21000n,
          nonce: 2,
          gasPrice: undefined,
          maxFeePerGas: undefined,
          maxPriorityFeePerGas: undefined,
        },
      ],
    ]);
  });

  it.each([
    ["from another account", [{ from: OTHER, to: OTHER }], "eip155:31337", RPC_ERRORS.unauthorized],
    ["a bad to", [{ to: "0x12" }], "eip155:31337", RPC_ERRORS.invalidParams],
    ["a decimal value", [{ to: OTHER, value: "1000" }], "eip155:31337", RPC_ERRORS.invalidParams],
    ["non-hex data", [{ to: OTHER, data: "hello" }], "eip155:31337", RPC_ERRORS.invalidParams],
    ["no transaction", [], "eip155:31337", RPC_ERRORS.invalidParams],
    ["an unconfigured chain", [{ to: OTHER }], "eip155:1", RPC_ERRORS.unrecognizedChain],
    ["a node failure", [{ to: OTHER, value: "0x29a" }], "eip155:31337", RPC_ERRORS.internal],
  ])("refuses %s", async (_, params, chainId, code) => {
    expect(
      await handleRequest(context(), request("eth_sendTransaction", params, chainId)),
    ).toMatchObject({ error: { code } });
  });
});

describe("wallet_switchEthereumChain", () => {
  it("switches to a configured chain and answers null", async () => {
    const ctx = context();
    expect(
      await handleRequest(ctx, request("wallet_switchEthereumChain", [{ chainId: "0x7a6a" }])),
    ).toEqual({ result: null });
    expect(ctx.switched).toEqual([31338]);
  });

  it.each([
    ["an unknown chain", [{ chainId: "0x1" }], RPC_ERRORS.unrecognizedChain],
    ["a decimal chain id", [{ chainId: "31338" }], RPC_ERRORS.invalidParams],
    ["chain id zero", [{ chainId: "0x0" }], RPC_ERRORS.invalidParams],
    ["no params", [], RPC_ERRORS.invalidParams],
  ])("refuses %s", async (_, params, code) => {
    const ctx = context();
    expect(await handleRequest(ctx, request("wallet_switchEthereumChain", params))).toMatchObject({
      error: { code },
    });
    expect(ctx.switched).toEqual([]);
  });
});

describe("other methods", () => {
  it("answers accounts and chain id, refuses unknown methods", async () => {
    expect(await handleRequest(context(), request("eth_accounts", []))).toEqual({
      result: [ACCOUNT_0],
    });
    expect(await handleRequest(context(), request("eth_chainId", [], "eip155:31338"))).toEqual({
      result: "0x7a6a",
    });
    expect(await handleRequest(context(), request("eth_signTypedData_v3", []))).toMatchObject({
      error: { code: RPC_ERRORS.unsupportedMethod },
    });
  });

  it("rejects with 4001 and parses CAIP-2 ids", () => {
    expect(rejected()).toEqual({ error: { code: 4001, message: "User rejected the request." } });
    expect(parseCaip2("eip155:31337")).toBe(31337);
    expect(parseCaip2("solana:5eykt")).toBeUndefined();
    expect(describeRequest(request("personal_sign", []))).toBe("Sign a message");
  });
});
