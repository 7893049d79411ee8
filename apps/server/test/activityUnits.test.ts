import { describe, expect, it } from "vitest";
import { bitcoinTxFacts } from "../src/bitcoin/bitcoinHistory.js";
import { activityTransaction } from "../src/blockchain/activityShape.js";
import { solanaTransactionFacts } from "../src/blockchain/solana/solanaTransfers.js";

const ALICE = "Ae1jJvTgX5ooAWXNuGEvBjnH9RagsfpxdkREd9gHVmEN";
const BOB = "BobbGqV9iF8sVnKZbD3L1iMhy4HiKXQv4f8BSgzYvC3r";
const ALICE_USDC = "AUsdcZb7K1MwvqrtCTn5cqvrZMVnkmSe5whL1q2SuyP9";
const BOB_USDC = "BUsdcdr8e2nqCQ6gUrKw7MhvoYrSyDqm7E3gBHM3yMWe";
const MINT = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";
const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";

const balance = (accountIndex: number, owner: string, amount: string) => ({
  accountIndex,
  mint: MINT,
  owner,
  programId: TOKEN_PROGRAM,
  uiTokenAmount: { amount, decimals: 6, uiAmount: Number(amount) / 1e6, uiAmountString: "" },
});

/** A USDC send as a validator answers `getTransaction` in jsonParsed: the receiver's token account is opened in it. */
const usdcSend = {
  slot: 7,
  blockTime: 1_767_225_600,
  transaction: {
    signatures: ["sig"],
    message: {
      accountKeys: [ALICE, BOB_USDC, ALICE_USDC, BOB, MINT].map((pubkey) => ({ pubkey })),
      instructions: [
        {
          program: "spl-associated-token-account",
          parsed: { type: "createIdempotent", info: { wallet: BOB, mint: MINT } },
        },
        {
          program: "spl-token",
          parsed: {
            type: "transferChecked",
            info: {
              source: ALICE_USDC,
              mint: MINT,
              destination: BOB_USDC,
              authority: ALICE,
              tokenAmount: { amount: "2500000", decimals: 6 },
            },
          },
        },
      ],
    },
  },
  meta: {
    err: null,
    preTokenBalances: [balance(2, ALICE, "10000000")],
    postTokenBalances: [balance(1, BOB, "2500000"), balance(2, ALICE, "7500000")],
  },
};

describe("solanaTransactionFacts", () => {
  it("reads an SPL transfer between the owners of the token accounts", () => {
    expect(solanaTransactionFacts(usdcSend)).toEqual({
      blockTime: 1_767_225_600,
      failed: false,
      feePayer: ALICE,
      transfers: [{ from: ALICE, to: BOB, mint: MINT, raw: 2_500_000n, decimals: 6 }],
    });
  });

  it("reads SOL moved by the System program, and a failed transaction as failed", () => {
    const facts = solanaTransactionFacts({
      blockTime: null,
      transaction: {
        message: {
          accountKeys: [ALICE, BOB],
          instructions: [
            {
              program: "system",
              parsed: { type: "transfer", info: { source: ALICE, destination: BOB, lamports: 5 } },
            },
          ],
        },
      },
      meta: { err: { InstructionError: [0, "Custom"] } },
    });
    expect(facts).toEqual({
      blockTime: undefined,
      failed: true,
      feePayer: ALICE,
      transfers: [{ from: ALICE, to: BOB, mint: undefined, raw: 5n, decimals: 9 }],
    });
  });

  it.each([
    ["null (unknown signature)", null],
    ["no meta", { transaction: { message: {} } }],
    ["no message", { transaction: {}, meta: {} }],
  ])("gives undefined for %s", (_name, result) => {
    expect(solanaTransactionFacts(result)).toBeUndefined();
  });
});

const output = (address: string | undefined, value: number) => ({
  ...(address === undefined ? {} : { scriptpubkey_address: address }),
  value,
});
const btcTx = (inputs: (string | undefined)[], outputs: [string | undefined, number][]) => ({
  txid: "ab".repeat(32),
  vin: inputs.map((address) => ({ prevout: address ? output(address, 1_000_000) : null })),
  vout: outputs.map(([address, value]) => output(address, value)),
  status: { confirmed: true, block_time: 1_767_225_600 },
});

describe("bitcoinTxFacts", () => {
  it.each([
    [
      "a payment out, change back left out",
      btcTx(
        ["me"],
        [
          ["them", 400_000],
          ["me", 599_000],
        ],
      ),
      [{ from: "me", to: "them", raw: 400_000n }],
    ],
    [
      "a payment in from the one address the coins were",
      btcTx(
        ["them", "them"],
        [
          ["me", 700_000],
          ["them", 1_299_000],
        ],
      ),
      [{ from: "them", to: "me", raw: 700_000n }],
    ],
    [
      "a payment in from several addresses: no single sender",
      btcTx(["a", "b"], [["me", 700_000]]),
      [{ from: "", to: "me", raw: 700_000n }],
    ],
    [
      "a coinbase",
      btcTx([undefined], [["me", 5_000_000_000]]),
      [{ from: "", to: "me", raw: 5_000_000_000n }],
    ],
    [
      "a consolidation to itself",
      btcTx(
        ["me", "me"],
        [
          ["me", 1_999_000],
          [undefined, 0],
        ],
      ),
      [{ from: "me", to: "me", raw: 1_999_000n }],
    ],
    ["someone else's transaction", btcTx(["a"], [["b", 1]]), []],
  ])("%s", (_name, tx, movements) => {
    expect(bitcoinTxFacts(tx, "me")).toEqual({
      txid: "ab".repeat(32),
      confirmed: true,
      blockTime: 1_767_225_600,
      movements,
    });
  });
});

describe("activityTransaction", () => {
  const asset = { name: "Bitcoin", symbol: "BTC", decimals: 8, price: 100 };
  const shape = (movements: { from: string; to: string; raw: bigint }[]) =>
    activityTransaction({
      id: "t",
      chainId: "bip122:x",
      account: "me",
      minedAt: new Date(0),
      status: "confirmed",
      movements: movements.map((movement) => ({ ...movement, asset })),
      feePayer: "payer",
      icon: (symbol) => `/icon/${symbol}`,
    });

  it.each([
    ["a send to one receiver", [{ from: "me", to: "them", raw: 1n }], "send", "me", "them"],
    ["a receive from one sender", [{ from: "them", to: "me", raw: 1n }], "receive", "them", "me"],
    [
      "a send to two receivers names neither",
      [
        { from: "me", to: "a", raw: 1n },
        { from: "me", to: "b", raw: 1n },
      ],
      "send",
      "me",
      "",
    ],
    ["a transfer to itself", [{ from: "me", to: "me", raw: 1n }], "send", "me", "me"],
    [
      "value both ways",
      [
        { from: "me", to: "a", raw: 1n },
        { from: "b", to: "me", raw: 1n },
      ],
      "trade",
      "payer",
      "",
    ],
    ["nothing of the account's", [], "execute", "payer", ""],
  ])("%s", (_name, movements, operationType, sentFrom, sentTo) => {
    expect(shape(movements).metadata).toMatchObject({ operationType, sentFrom, sentTo });
  });

  it("shapes the amount with the asset's decimals, today's price and its icon", () => {
    expect(shape([{ from: "me", to: "them", raw: 12_500_000n }]).transfers).toEqual([
      {
        fungible_info: { name: "Bitcoin", symbol: "BTC", icon: { url: "/icon/BTC" } },
        direction: "out",
        quantity: { numeric: "0.125" },
        value: 12.5,
        price: 100,
      },
    ]);
  });
});
