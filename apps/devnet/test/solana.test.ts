import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  devnet as devnetUrl,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LAMPORTS_PER_SOL,
  SOLANA_DEV_ACCOUNT_SOL,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_GENESIS_HASH,
  type SolanaDevnet,
  startSolanaDevnet,
} from "../src/index.js";
import { signedTransaction } from "./support/solanaTransaction.js";

let devnet: SolanaDevnet;
// devnet(): the URL marker of a test cluster, whose RPC type has requestAirdrop.
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnetUrl>>>;

beforeAll(async () => {
  devnet = await startSolanaDevnet();
  rpc = createSolanaRpc(devnetUrl(devnet.rpcUrl));
});
afterAll(() => devnet.stop());

async function raw(method: string, params: unknown[] = []) {
  const response = await fetch(devnet.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return (await response.json()) as {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
  };
}

function signed(payer: KeyPairSigner, instructions: Instruction[]) {
  return signedTransaction(rpc, payer, instructions);
}

function payer(): KeyPairSigner {
  const key = devnet.keys.accounts[0];
  if (!key) throw new Error("no dev key 0");
  return key.signer;
}

async function tokenBalance(owner: Address): Promise<string> {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      owner,
      { mint: devnet.keys.usdcMint.address },
      { encoding: "jsonParsed" },
    )
    .send();
  const parsed = value[0]?.account.data.parsed.info as
    | { tokenAmount: { amount: string } }
    | undefined;
  return parsed?.tokenAmount.amount ?? "0";
}

describe("local Solana chain (litesvm) over JSON-RPC", () => {
  it("names its genesis, CAIP-2 id and health", async () => {
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_LOCAL_GENESIS_HASH);
    expect(SOLANA_LOCAL_CAIP_NETWORK_ID).toBe(`solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`);
    expect(await rpc.getHealth().send()).toBe("ok");
    expect((await rpc.getVersion().send())["solana-core"]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("starts the dev keys with SOL and USDC", async () => {
    const { value, context } = await rpc.getBalance(payer().address).send();
    expect(value).toBe(SOLANA_DEV_ACCOUNT_SOL * LAMPORTS_PER_SOL);
    expect(typeof context.slot).toBe("bigint");
    expect(await tokenBalance(payer().address)).toBe("100000000000");
  });

  it("moves SOL with a real transfer and records it for status, history and getTransaction", async () => {
    const receiver = await generateKeyPairSigner();
    const amount = LAMPORTS_PER_SOL / 2n;
    const wire = await signed(payer(), [
      getTransferSolInstruction({
        source: payer(),
        destination: receiver.address,
        amount: lamports(amount),
      }),
    ]);
    const signature = await rpc.sendTransaction(wire, { encoding: "base64" }).send();
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send();
    expect(statuses[0]?.err).toBeNull();
    expect(statuses[0]?.confirmationStatus).toBe("finalized");
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(amount);
    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: "json" })
      .send();
    expect(transaction?.meta?.fee).toBe(5000n);
    expect(transaction?.transaction.message.accountKeys).toContain(receiver.address);
    const history = await rpc.getSignaturesForAddress(receiver.address).send();
    expect(history.map((entry) => entry.signature)).toEqual([signature]);
    const parsed = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: "jsonParsed" })
      .send();
    expect(parsed?.transaction.message.instructions).toEqual([
      {
        program: "system",
        programId: "11111111111111111111111111111111",
        parsed: {
          type: "transfer",
          info: { source: payer().address, destination: receiver.address, lamports: amount },
        },
        stackHeight: null,
      },
    ]);
  });

  it("moves USDC to a new owner, creating its associated token account", async () => {
    const receiver = await generateKeyPairSigner();
    const mint = devnet.keys.usdcMint.address;
    const [source] = await findAssociatedTokenPda({
      owner: payer().address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const wire = await signed(payer(), [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: payer(),
        ata: destination,
        owner: receiver.address,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer(),
        amount: 2_500_000n,
        decimals: 6,
      }),
    ]);
    const signature = await rpc.sendTransaction(wire, { encoding: "base64" }).send();
    expect(await tokenBalance(receiver.address)).toBe("2500000");
    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: "json" })
      .send();
    const post = transaction?.meta?.postTokenBalances?.find(
      (balance) => balance.owner === receiver.address,
    );
    expect(post?.uiTokenAmount.uiAmountString).toBe("2.5");
    const parsed = await raw("getTransaction", [
      signature,
      { maxSupportedTransactionVersion: 0, encoding: "jsonParsed" },
    ]);
    const { instructions } = (
      parsed.result as { transaction: { message: { instructions: unknown[] } } }
    ).transaction.message;
    expect(instructions).toEqual([
      {
        program: "spl-associated-token-account",
        programId: "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
        parsed: {
          type: "createIdempotent",
          info: {
            source: payer().address,
            account: destination,
            wallet: receiver.address,
            mint,
            systemProgram: "11111111111111111111111111111111",
            tokenProgram: TOKEN_PROGRAM_ADDRESS,
          },
        },
        stackHeight: null,
      },
      {
        program: "spl-token",
        programId: TOKEN_PROGRAM_ADDRESS,
        parsed: {
          type: "transferChecked",
          info: {
            source,
            mint,
            destination,
            authority: payer().address,
            tokenAmount: {
              amount: "2500000",
              decimals: 6,
              uiAmount: 2.5,
              uiAmountString: "2.5",
            },
          },
        },
        stackHeight: null,
      },
    ]);
  });

  it("sends USDC to an existing token account, pages any address by another's signature, and serves blocks", async () => {
    const [, sender, , , owner] = devnet.keys.accounts;
    if (!sender || !owner) throw new Error("too few dev keys");
    const mint = devnet.keys.usdcMint.address;
    const [ownerAta] = await findAssociatedTokenPda({
      owner: owner.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const own = await devnet.chain.airdrop(owner.address, 1_000_000n);
    const usdc = await devnet.chain.transferUsdc(sender.signer, owner.address, 700_000n);
    expect(await tokenBalance(owner.address)).toBe("100000700000");
    // The transfer names the token account, not its owner.
    const keys = devnet.chain.ledger.get(usdc)?.accountKeys ?? [];
    expect([keys.includes(ownerAta), keys.includes(owner.address)]).toEqual([true, false]);
    const ownerList = await raw("getSignaturesForAddress", [owner.address]);
    expect((ownerList.result as { signature: string }[]).map((e) => e.signature)).toEqual([own]);

    // `before` a signature of another address: what this address has older than it.
    const older = await raw("getSignaturesForAddress", [owner.address, { before: usdc }]);
    expect((older.result as { signature: string }[]).map((e) => e.signature)).toEqual([own]);
    const none = await raw("getSignaturesForAddress", [ownerAta, { before: own }]);
    expect(none.result).toEqual([]);
    const after = await raw("getSignaturesForAddress", [ownerAta, { until: own }]);
    expect((after.result as { signature: string }[]).map((e) => e.signature)).toEqual([usdc]);

    // The block of the transfer lists its signatures in order, the parent slot before it.
    const slot = devnet.chain.ledger.get(usdc)?.slot ?? -1;
    const block = (
      await raw("getBlock", [slot, { transactionDetails: "signatures", rewards: false }])
    ).result as { signatures: string[]; parentSlot: number; blockhash: string; rewards?: unknown };
    expect(block.signatures.at(-1)).toBe(usdc);
    expect(block.signatures).toEqual(devnet.chain.ledger.blockOf(slot).map((e) => e.signature));
    expect(block.parentSlot).toBe(slot - 1);
    expect(block.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(block.rewards).toBeUndefined();
    const full = (
      await raw("getBlock", [slot, { encoding: "json", maxSupportedTransactionVersion: 0 }])
    ).result as { transactions: { meta: { fee: number } }[]; rewards: unknown[] };
    expect(full.transactions.at(-1)?.meta.fee).toBe(5000);
    expect(full.rewards).toEqual([]);
    const ahead = await raw("getBlock", [slot + 1_000_000]);
    expect(ahead.error?.code).toBe(-32004);
    const legacy = await raw("getBlock", [slot, { transactionDetails: "accounts" }]);
    expect(legacy.error?.code).toBe(-32602);
  });

  it("refuses in preflight a transfer beyond the balance, with the program's logs", async () => {
    const receiver = await generateKeyPairSigner();
    const wire = await signed(payer(), [
      getTransferSolInstruction({
        source: payer(),
        destination: receiver.address,
        amount: lamports(SOLANA_DEV_ACCOUNT_SOL * LAMPORTS_PER_SOL * 2n),
      }),
    ]);
    const reply = await raw("sendTransaction", [wire, { encoding: "base64" }]);
    expect(reply.error?.code).toBe(-32002);
    expect(reply.error?.message).toBe(
      "Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1",
    );
    expect(reply.error?.data).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] } });
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(0n);
  });

  it("refuses an amount below rent for a new account", async () => {
    const receiver = await generateKeyPairSigner();
    const wire = await signed(payer(), [
      getTransferSolInstruction({
        source: payer(),
        destination: receiver.address,
        amount: lamports(1000n),
      }),
    ]);
    const reply = await raw("sendTransaction", [wire, { encoding: "base64" }]);
    expect(reply.error?.message).toBe(
      "Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent",
    );
  });

  it("lands a failing transaction sent with skipPreflight, with its error in the status", async () => {
    const receiver = await generateKeyPairSigner();
    const before = (await rpc.getBalance(payer().address).send()).value;
    const wire = await signed(payer(), [
      getTransferSolInstruction({
        source: payer(),
        destination: receiver.address,
        amount: lamports(1000n),
      }),
    ]);
    const signature = await rpc
      .sendTransaction(wire, { encoding: "base64", skipPreflight: true })
      .send();
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    expect(value[0]?.err).toEqual({ InsufficientFundsForRent: { account_index: 1n } });
    expect((await rpc.getBalance(payer().address).send()).value).toBe(before - 5000n);
  });

  it("answers a resent transaction, an unknown blockhash and an unsigned one with Solana's errors", async () => {
    const receiver = await generateKeyPairSigner();
    const wire = await signed(payer(), [
      getTransferSolInstruction({
        source: payer(),
        destination: receiver.address,
        amount: lamports(LAMPORTS_PER_SOL),
      }),
    ]);
    await rpc.sendTransaction(wire, { encoding: "base64" }).send();
    const again = await raw("sendTransaction", [wire, { encoding: "base64" }]);
    expect(again.error?.message).toBe(
      "Transaction simulation failed: This transaction has already been processed",
    );

    const stale = await pipe(
      createTransactionMessage({ version: 0 }),
      (tx) => setTransactionMessageFeePayerSigner(payer(), tx),
      (tx) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: SOLANA_LOCAL_GENESIS_HASH as never, lastValidBlockHeight: 0n },
          tx,
        ),
      (tx) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: payer(),
              destination: receiver.address,
              amount: lamports(1n),
            }),
          ],
          tx,
        ),
      (tx) => signTransactionMessageWithSigners(tx),
    );
    const staleReply = await raw("sendTransaction", [
      getBase64EncodedWireTransaction(stale),
      { encoding: "base64" },
    ]);
    expect(staleReply.error).toMatchObject({
      code: -32002,
      message: "Transaction simulation failed: Blockhash not found",
    });

    const garbage = await raw("sendTransaction", [
      "bm90IGEgdHJhbnNhY3Rpb24=",
      { encoding: "base64" },
    ]);
    expect(garbage.error?.code).toBe(-32602);
    const unknown = await raw("eth_chainId");
    expect(unknown.error).toEqual({ code: -32601, message: "Method not found" });
    const farSlot = Number(await rpc.getSlot().send()) + 1_000_000;
    const future = await raw("getBalance", [payer().address, { minContextSlot: farSlot }]);
    expect(future.error?.code).toBe(-32016);
    const badKey = await raw("getBalance", ["not-a-key"]);
    expect(badKey.error?.code).toBe(-32602);
  });

  it("airdrops with a real faucet transfer", async () => {
    const receiver = await generateKeyPairSigner();
    const signature = await rpc
      .requestAirdrop(receiver.address, lamports(2n * LAMPORTS_PER_SOL))
      .send();
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(2n * LAMPORTS_PER_SOL);
    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: "json" })
      .send();
    expect(transaction?.transaction.message.accountKeys[0]).toBe(devnet.keys.faucet.address);
  });

  it("answers fees, rent, blockhash validity and simulation like a validator", async () => {
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
    const { value: latest } = await rpc.getLatestBlockhash().send();
    expect(latest.lastValidBlockHeight).toBeGreaterThan(await rpc.getBlockHeight().send());
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true);
    expect((await rpc.isBlockhashValid(SOLANA_LOCAL_GENESIS_HASH as never).send()).value).toBe(
      false,
    );
    const receiver = await generateKeyPairSigner();
    const wire = await signed(payer(), [
      getTransferSolInstruction({
        source: payer(),
        destination: receiver.address,
        amount: lamports(LAMPORTS_PER_SOL),
      }),
    ]);
    const { value } = await rpc
      .simulateTransaction(wire, {
        encoding: "base64",
        accounts: { addresses: [receiver.address], encoding: "base64" },
      })
      .send();
    expect(value.err).toBeNull();
    expect(value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL);
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(0n);
  });
});

describe("local Solana chain state across restarts", () => {
  it("keeps balances and history when stopped with a state folder and started again", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "foyer-solana-"));
    try {
      const first = await startSolanaDevnet({ stateDir });
      const firstRpc = createSolanaRpc(devnetUrl(first.rpcUrl));
      const receiver = await generateKeyPairSigner();
      const signature = await firstRpc
        .requestAirdrop(receiver.address, lamports(3n * LAMPORTS_PER_SOL))
        .send();
      await first.stop();

      const second = await startSolanaDevnet({ stateDir });
      try {
        const secondRpc = createSolanaRpc(second.rpcUrl);
        expect((await secondRpc.getBalance(receiver.address).send()).value).toBe(
          3n * LAMPORTS_PER_SOL,
        );
        const { value } = await secondRpc.getSignatureStatuses([signature]).send();
        expect(value[0]?.err).toBeNull();
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(stateDir, { recursive: true, force: true });
    }
  });
});
