import type { RpcRequest } from "@foyer/embedded";
import { ed25519 } from "@noble/curves/ed25519";
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import type { CallSummary } from "../src/rpc/describeCall.js";
import { type Approver, handleRpc, type RpcDeps } from "../src/rpc/handleRpc.js";
import { solanaKeyOf } from "../src/wallet/solanaKey.js";

const privateKey = generatePrivateKey();
const key = solanaKeyOf(privateKey);
const RECEIVER = "FpP1nYmyUWn1QSJufy7ErJ8xAHdWkdS3ZHDbMA9r4Vzi" as Address;
const UNKNOWN_PROGRAM = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" as Address;
const RPC =
  "http://127.0.0.1:8787/v1/?chainId=solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV&projectId=demo";

function transaction(instructions: Instruction[], payer = key.address): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(createNoopSigner(payer as Address), tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: "4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxVC9GQTjrSUTpz" as Blockhash,
          lastValidBlockHeight: 1n,
        },
        tx,
      ),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  );
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)));
}
const transfer = (lamports: bigint) =>
  getTransferSolInstruction({
    source: createNoopSigner(key.address as Address),
    destination: RECEIVER,
    amount: lamports,
  });

function setup(approved = true) {
  const shown: CallSummary[] = [];
  const sent: { method: string; params: unknown; rpcUrl: string | undefined }[] = [];
  const approve: Approver = async (summary) => {
    shown.push(summary);
    return approved;
  };
  const deps: RpcDeps = {
    account: () => ({ address: privateKeyToAccount(privateKey).address, privateKey }),
    chainRequest: async (method, params, rpcUrl) => {
      sent.push({ method, params, rpcUrl });
      return "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW";
    },
    approve,
  };
  return { deps, shown, sent };
}
const run = (request: RpcRequest, deps: RpcDeps) =>
  handleRpc(request, deps, new AbortController().signal);
const isSigned = (base64: string) => {
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
  const signature = decoded.signatures[key.address as Address];
  return (
    signature != null &&
    ed25519.verify(
      signature,
      new Uint8Array(decoded.messageBytes),
      new Uint8Array(getBase58Encoder().encode(key.address)),
    )
  );
};

describe("the embedded wallet's Solana key", () => {
  it("is derived from the wallet's secret: the same every time, another for another secret", () => {
    expect(solanaKeyOf(privateKey)).toEqual(key);
    expect(solanaKeyOf(generatePrivateKey()).address).not.toBe(key.address);
    expect(key.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(getBase58Decoder().decode(ed25519.getPublicKey(key.seed))).toBe(key.address);
  });
});

describe("Solana requests in the frame (behaviour §7)", () => {
  it("signs a message after showing it; the signature checks with the account's key", async () => {
    const { deps, shown } = setup();
    const message = getBase58Decoder().decode(new TextEncoder().encode("Hello Solana"));
    const result = (await run(
      {
        method: "solana_signMessage",
        params: { message, pubkey: key.address },
        chainNamespace: "solana",
      },
      deps,
    )) as { signature: string };
    expect(shown[0]?.rows).toContainEqual({ label: "Message", value: "Hello Solana" });
    const signature = new Uint8Array(getBase58Encoder().encode(result.signature));
    expect(
      ed25519.verify(
        signature,
        new TextEncoder().encode("Hello Solana"),
        new Uint8Array(getBase58Encoder().encode(key.address)),
      ),
    ).toBe(true);
  });

  it("shows every instruction decoded, flags an unknown program, and signs", async () => {
    const { deps, shown } = setup();
    const unknown: Instruction = { programAddress: UNKNOWN_PROGRAM, data: new Uint8Array([9, 9]) };
    const result = (await run(
      {
        method: "solana_signTransaction",
        params: { transaction: transaction([transfer(1_500_000_000n), unknown]) },
        chainNamespace: "solana",
      },
      deps,
    )) as { transaction: string };
    expect(shown[0]?.rows).toEqual([
      { label: "Account", value: key.address },
      { label: "Step 1", value: `Send 1.5 SOL to ${RECEIVER}` },
      { label: "Step 2", value: `Unknown program ${UNKNOWN_PROGRAM}: 2 bytes Foyer cannot read` },
      {
        label: "Warning",
        value:
          "This transaction calls a program Foyer cannot read. Approve only if you trust the app.",
      },
    ]);
    expect(isSigned(result.transaction)).toBe(true);
  });

  it("signs and sends with the dApp's options through the request's RPC", async () => {
    const { deps, sent } = setup();
    const result = await run(
      {
        method: "solana_signAndSendTransaction",
        params: {
          transaction: transaction([transfer(1n)]),
          options: { skipPreflight: true, maxRetries: 2 },
        },
        chainNamespace: "solana",
        rpcUrl: RPC,
      },
      deps,
    );
    expect(result).toEqual({ signature: expect.any(String) });
    expect(sent).toHaveLength(1);
    const first = sent[0];
    if (!first) throw new Error("nothing was sent");
    const [wire, options] = first.params as [string, Record<string, unknown>];
    expect(isSigned(wire)).toBe(true);
    expect(options).toEqual({ encoding: "base64", skipPreflight: true, maxRetries: 2 });
    expect(first.rpcUrl).toBe(RPC);
  });

  it("refuses: a rejection (4001), another account, garbage bytes, a transaction it does not sign", async () => {
    const rejected = setup(false);
    await expect(
      run(
        { method: "solana_signTransaction", params: { transaction: transaction([transfer(1n)]) } },
        rejected.deps,
      ),
    ).rejects.toMatchObject({ code: 4001 });
    const { deps, sent } = setup();
    await expect(
      run({ method: "solana_signMessage", params: { message: "3yZe7d", pubkey: RECEIVER } }, deps),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(
      run({ method: "solana_signTransaction", params: { transaction: "bm90IGEgdHg=" } }, deps),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      run(
        {
          method: "solana_signAndSendTransaction",
          // Someone else's transfer, paid by them: nothing here for this key to sign.
          params: {
            transaction: transaction(
              [
                getTransferSolInstruction({
                  source: createNoopSigner(RECEIVER),
                  destination: UNKNOWN_PROGRAM,
                  amount: 1n,
                }),
              ],
              RECEIVER,
            ),
          },
        },
        deps,
      ),
    ).rejects.toMatchObject({ code: 4100 });
    expect(sent).toEqual([]);
  });
});
