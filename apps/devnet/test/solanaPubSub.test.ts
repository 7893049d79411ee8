import { createSolanaRpc, generateKeyPairSigner, type Instruction, lamports } from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type SolanaDevnet, startSolanaDevnet } from "../src/index.js";
import { signedTransaction } from "./support/solanaTransaction.js";

// The PubSub wire as a validator speaks it, read raw: the clients' own view is in e2e.
let devnet: SolanaDevnet;
let socket: WebSocket;
const inbox: Record<string, unknown>[] = [];
const waiters: (() => void)[] = [];

beforeAll(async () => {
  devnet = await startSolanaDevnet();
  socket = new WebSocket(devnet.pubsubUrl);
  socket.on("message", (data) => {
    inbox.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
});
afterAll(async () => {
  socket?.close();
  await devnet?.stop();
});

/** The first message (taken from the inbox) that `match` accepts. */
async function next(match: (message: Record<string, unknown>) => boolean) {
  for (;;) {
    const index = inbox.findIndex(match);
    if (index >= 0) return inbox.splice(index, 1)[0]!;
    await new Promise<void>((wake) => waiters.push(wake));
  }
}

let requestId = 100;
async function call(method: string, params: unknown[] = []) {
  const id = requestId++;
  socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
  return next((message) => message.id === id);
}

async function transfer(to: string, amount: bigint) {
  const payer = devnet.keys.accounts[0]!.signer;
  const rpc = createSolanaRpc(devnet.rpcUrl);
  const instructions: Instruction[] = [
    getTransferSolInstruction({
      source: payer,
      destination: to as never,
      amount: lamports(amount),
    }),
  ];
  const wire = await signedTransaction(rpc, payer, instructions);
  return rpc.sendTransaction(wire, { encoding: "base64" }).send();
}

const notification =
  (method: string, subscription: unknown) => (message: Record<string, unknown>) =>
    message.method === method &&
    (message.params as { subscription: unknown } | undefined)?.subscription === subscription;

describe("Solana PubSub on the RPC port + 1", () => {
  it("listens on the port after the JSON-RPC one", () => {
    expect(devnet.pubsubUrl).toBe(`ws://127.0.0.1:${devnet.port + 1}`);
  });

  it("notifies an account, its program, the logs that mention it and the signature of a transfer", async () => {
    const receiver = (await generateKeyPairSigner()).address;
    const account = (
      await call("accountSubscribe", [receiver, { encoding: "base64", commitment: "confirmed" }])
    ).result;
    const program = (
      await call("programSubscribe", [
        "11111111111111111111111111111111",
        { encoding: "base64", filters: [{ dataSize: 0 }] },
      ])
    ).result;
    const logs = (await call("logsSubscribe", [{ mentions: [receiver] }])).result;
    expect([account, program, logs].every((id) => typeof id === "number")).toBe(true);

    const signature = await transfer(receiver, 1_000_000n);
    const signatureSub = (
      await call("signatureSubscribe", [signature, { commitment: "finalized" }])
    ).result;

    const accountNote = await next(notification("accountNotification", account));
    expect(accountNote).toEqual({
      jsonrpc: "2.0",
      method: "accountNotification",
      params: {
        result: {
          context: { slot: expect.any(Number) },
          value: {
            data: ["", "base64"],
            executable: false,
            lamports: 1_000_000,
            owner: "11111111111111111111111111111111",
            // u64::MAX on the wire; JSON.parse rounds it to 2^64.
            rentEpoch: 2 ** 64,
            space: 0,
          },
        },
        subscription: account,
      },
    });
    const programNotes: Record<string, unknown>[] = [];
    while (programNotes.length < 2)
      programNotes.push(await next(notification("programNotification", program)));
    expect(
      programNotes.map(
        (note) => (note.params as { result: { value: { pubkey: string } } }).result.value.pubkey,
      ),
    ).toContain(receiver);
    const logsNote = await next(notification("logsNotification", logs));
    expect((logsNote.params as { result: { value: unknown } }).result.value).toEqual({
      signature,
      err: null,
      logs: [
        "Program 11111111111111111111111111111111 invoke [1]",
        "Program 11111111111111111111111111111111 success",
      ],
    });
    const signatureNote = await next(notification("signatureNotification", signatureSub));
    expect((signatureNote.params as { result: unknown }).result).toEqual({
      context: { slot: expect.any(Number) },
      value: { err: null },
    });
    // A signature subscription ends with its notification.
    expect(await call("signatureUnsubscribe", [signatureSub])).toEqual({
      jsonrpc: "2.0",
      error: { code: -32602, message: "Invalid subscription id." },
      id: expect.any(Number),
    });
    for (const [method, id] of [
      ["accountUnsubscribe", account],
      ["programUnsubscribe", program],
      ["logsUnsubscribe", logs],
    ] as const) {
      expect((await call(method, [id])).result).toBe(true);
    }
  });

  it("sends each new slot to a slot subscription, then stops after unsubscribing", async () => {
    const id = (await call("slotSubscribe")).result;
    const first = await next(notification("slotNotification", id));
    const second = await next(notification("slotNotification", id));
    const slotOf = (note: Record<string, unknown>) =>
      (note.params as { result: { parent: number; root: number; slot: number } }).result;
    expect(slotOf(second).slot).toBe(slotOf(first).slot + 1);
    expect(slotOf(second).parent).toBe(slotOf(first).slot);
    expect((await call("slotUnsubscribe", [id])).result).toBe(true);
  });

  it("refuses bad parameters and unknown methods with Agave's errors", async () => {
    expect((await call("accountSubscribe", ["not-a-key"])).error).toEqual({
      code: -32602,
      message: "Invalid Request: Invalid pubkey provided",
    });
    const key = (await generateKeyPairSigner()).address;
    expect((await call("logsSubscribe", [{ mentions: [key, key] }])).error).toEqual({
      code: -32602,
      message: "Invalid Request: Only 1 address supported",
    });
    expect((await call("blockSubscribe", ["all"])).error).toEqual({
      code: -32601,
      message: "Method not found",
    });
  });
});
