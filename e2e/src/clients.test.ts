/**
 * The local world as a dApp developer's own code meets it: the ecosystem's standard clients,
 * not Foyer's packages, against `npm start`'s chains and the provider server — web3.js 1.x and
 * @solana/kit (confirming through PubSub subscriptions, jsonParsed), a BDK-style Esplora sync
 * through the server's base-URL proxy, mempool.js, and permissionless asking the bundler for
 * its gas price through the server's RPC proxy. One world for all of them; no browser.
 */

import { createHash } from "node:crypto";
import { buildRpcProxyUrl } from "@foyer/core";
import { BITCOIN_REGTEST, esploraBaseUrl } from "@foyer/protocol";
import mempoolJS from "@mempool/mempool.js";
import { Transaction as BitcoinTransaction, p2tr, utils } from "@scure/btc-signer";
import {
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from "@solana/web3.js";
import { getTransferSolInstruction } from "@solana-program/system";
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import { createPimlicoClient } from "permissionless/clients/pimlico";
import { http } from "viem";
import { entryPoint07Address } from "viem/account-abstraction";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorld, type World } from "./world.js";

let world: World;

beforeAll(async () => {
  world = await startWorld({ solana: true, bitcoin: true, smartAccounts: true });
});
afterAll(() => world?.stop());

function solana() {
  if (!world.solana) throw new Error("the world has no Solana localnet");
  return world.solana;
}

/** A funded dev key of the localnet as web3.js holds one. */
function web3Keypair(index: number): Keypair {
  const key = solana().keys.accounts[index];
  if (!key) throw new Error(`no dev key ${index}`);
  return Keypair.fromSeed(Buffer.from(key.seedHex, "hex"));
}

describe("Solana with @solana/web3.js 1.x", () => {
  it("sendAndConfirmTransaction confirms through the PubSub endpoint web3.js derives (port + 1)", async () => {
    // No wsEndpoint given: web3.js opens ws://…:<port + 1> itself, as against a validator.
    const connection = new Connection(solana().rpcUrl, "confirmed");
    const payer = web3Keypair(2);
    const receiver = Keypair.generate().publicKey;
    const transfer = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: receiver,
        lamports: LAMPORTS_PER_SOL / 4,
      }),
    );
    const signature = await sendAndConfirmTransaction(connection, transfer, [payer]);
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4);

    // jsonParsed: the system transfer comes back parsed, as a validator answers it.
    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(parsed?.transaction.message.instructions).toEqual([
      {
        program: "system",
        programId: SystemProgram.programId,
        parsed: {
          type: "transfer",
          info: {
            source: payer.publicKey.toBase58(),
            destination: receiver.toBase58(),
            lamports: LAMPORTS_PER_SOL / 4,
          },
        },
        stackHeight: null,
      },
    ]);
  });

  it("an account subscription (onAccountChange) sees a transfer arrive", async () => {
    const connection = new Connection(solana().rpcUrl, "confirmed");
    const receiver = Keypair.generate().publicKey;
    const seen = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(receiver, (account) => {
        void connection.removeAccountChangeListener(id);
        resolve(account.lamports);
      });
    });
    // Subscribed once the socket has answered: a validator only notifies later changes.
    await waitForSubscription(connection);
    const payer = web3Keypair(2);
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: receiver,
          lamports: 7_000_000,
        }),
      ),
      [payer],
    );
    expect(await seen).toBe(7_000_000);
  });
});

/** Resolves once web3.js's PubSub socket has answered a subscription (a slot notification). */
function waitForSubscription(connection: Connection): Promise<void> {
  return new Promise((resolve) => {
    const id = connection.onSlotChange(() => {
      void connection.removeSlotChangeListener(id);
      resolve();
    });
  });
}

describe("Solana with @solana/kit", () => {
  const kit = () => ({
    rpc: createSolanaRpc(solana().rpcUrl),
    rpcSubscriptions: createSolanaRpcSubscriptions(solana().pubsubUrl),
  });

  it("sendAndConfirmTransactionFactory and airdropFactory confirm by signature subscription; an account subscription sees the transfer", async () => {
    const { rpc, rpcSubscriptions } = kit();
    const payer = solana().keys.accounts[3]!.signer;
    const receiver = await generateKeyPairSigner();
    const abort = new AbortController();
    const notifications = await rpcSubscriptions
      .accountNotifications(receiver.address, { commitment: "confirmed", encoding: "base64" })
      .subscribe({ abortSignal: abort.signal });
    // kit hands out only what arrives while someone iterates: start before the transfer.
    const firstChange = (async () => {
      for await (const notification of notifications) return notification.value.lamports;
      return undefined;
    })();

    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (tx) => setTransactionMessageFeePayerSigner(payer, tx),
      (tx) => setTransactionMessageLifetimeUsingBlockhash(latest, tx),
      (tx) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: payer,
              destination: receiver.address,
              amount: lamports(2_000_000n),
            }),
          ],
          tx,
        ),
    );
    const signed = await signTransactionMessageWithSigners(message);
    assertIsTransactionWithBlockhashLifetime(signed);
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, {
      commitment: "confirmed",
    });
    expect(await firstChange).toBe(2_000_000n);
    abort.abort();

    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: receiver.address,
      lamports: lamports(1_000_000_000n),
      commitment: "confirmed",
    });
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(1_002_000_000n);
    expect(getSignatureFromTransaction(signed)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  });

  it("slotNotifications delivers consecutive slots", async () => {
    const { rpcSubscriptions } = kit();
    const abort = new AbortController();
    const slots = await rpcSubscriptions
      .slotNotifications()
      .subscribe({ abortSignal: abort.signal });
    const seen: bigint[] = [];
    for await (const slot of slots) {
      seen.push(slot.slot);
      if (seen.length === 2) break;
    }
    abort.abort();
    expect(seen[1]).toBe(seen[0]! + 1n);
  });

  it("jsonParsed parses an SPL transferChecked", async () => {
    const { rpc, rpcSubscriptions } = kit();
    const payer = solana().keys.accounts[3]!.signer;
    const mint = solana().keys.usdcMint.address;
    const to = solana().keys.accounts[4]!.address;
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const [destination] = await findAssociatedTokenPda({
      owner: to,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (tx) => setTransactionMessageFeePayerSigner(payer, tx),
        (tx) => setTransactionMessageLifetimeUsingBlockhash(latest, tx),
        (tx) =>
          appendTransactionMessageInstructions(
            [
              getTransferCheckedInstruction({
                source,
                mint,
                destination,
                authority: payer,
                amount: 1_250_000n,
                decimals: 6,
              }),
            ],
            tx,
          ),
      ),
    );
    assertIsTransactionWithBlockhashLifetime(signed);
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, {
      commitment: "confirmed",
    });
    const transaction = await rpc
      .getTransaction(getSignatureFromTransaction(signed), {
        encoding: "jsonParsed",
        maxSupportedTransactionVersion: 0,
      })
      .send();
    const [instruction] = transaction?.transaction.message.instructions ?? [];
    expect(instruction).toMatchObject({
      program: "spl-token",
      programId: TOKEN_PROGRAM_ADDRESS,
      parsed: {
        type: "transferChecked",
        info: {
          source,
          mint,
          destination,
          authority: payer.address,
          // kit reads every JSON integer of an RPC answer as a bigint.
          tokenAmount: { amount: "1250000", decimals: 6n, uiAmountString: "1.25" },
        },
      },
    });
  });
});

interface EsploraTx {
  txid: string;
  status: { confirmed: boolean; block_height?: number };
  vout: { scriptpubkey: string; value: number }[];
}

describe("Bitcoin Esplora clients", () => {
  function bitcoin() {
    if (!world.bitcoin) throw new Error("the world has no Bitcoin regtest chain");
    return world.bitcoin;
  }

  it("a BDK-style sync pages a wallet's script-hash history through the server's base-URL proxy", async () => {
    const sender = bitcoin().keys.payment[3]!;
    // The wallet being synced: a fresh taproot key, paid 27 times (more than one page of 25).
    const receiver = p2tr(utils.pubSchnorr(utils.randomPrivateKeyBytes()));
    const payments = 27;
    const sent: string[] = [];
    const base = esploraBaseUrl({
      serverUrl: world.server.url,
      caipNetworkId: BITCOIN_REGTEST,
      projectId: "demo",
    });
    let coin = (
      (await (await fetch(`${base}/address/${sender.address}/utxo`)).json()) as {
        txid: string;
        vout: number;
        value: number;
      }[]
    )[0]!;
    for (let i = 0; i < payments; i++) {
      const tx = new BitcoinTransaction();
      tx.addInput({
        txid: coin.txid,
        index: coin.vout,
        witnessUtxo: { script: sender.script, amount: BigInt(coin.value) },
      });
      tx.addOutput({ script: receiver.script, amount: 10_000n });
      const change = BigInt(coin.value) - 10_000n - 500n;
      tx.addOutput({ script: sender.script, amount: change });
      tx.sign(sender.privateKey);
      tx.finalize();
      const response = await fetch(`${base}/tx`, {
        method: "POST",
        body: Buffer.from(tx.extract()).toString("hex"),
      });
      expect(response.status).toBe(200);
      const txid = await response.text();
      sent.push(txid);
      coin = { txid, vout: 1, value: Number(change) };
    }

    // What BDK's Esplora client does for each script: /scripthash/:hash/txs, then while a full
    // page of confirmed transactions came back, /txs/chain/:last_seen_txid.
    const scriptHash = createHash("sha256").update(receiver.script).digest("hex");
    const found: EsploraTx[] = [];
    let page = (await (await fetch(`${base}/scripthash/${scriptHash}/txs`)).json()) as EsploraTx[];
    for (;;) {
      found.push(...page);
      const confirmed = page.filter((tx) => tx.status.confirmed);
      if (confirmed.length < 25) break;
      const last = confirmed.at(-1)!.txid;
      page = (await (
        await fetch(`${base}/scripthash/${scriptHash}/txs/chain/${last}`)
      ).json()) as EsploraTx[];
    }
    expect(found.map((tx) => tx.txid).sort()).toEqual([...sent].sort());
    const stats = (await (await fetch(`${base}/scripthash/${scriptHash}`)).json()) as {
      chain_stats: { funded_txo_sum: number; tx_count: number };
    };
    expect(stats.chain_stats).toMatchObject({
      tx_count: payments,
      funded_txo_sum: payments * 10_000,
    });
  });

  it("mempool.js with its documented hostname option reads tip, address, UTXOs, a transaction and recommended fees", async () => {
    const port = new URL(bitcoin().esploraUrl).port;
    // A localhost hostname makes mempool.js speak plain http to http://localhost:<port>/api/.
    const {
      bitcoin: { addresses, blocks, fees, transactions },
    } = mempoolJS({ hostname: `localhost:${port}` });
    const wallet = bitcoin().keys.payment[0]!.address;
    expect(await blocks.getBlocksTipHeight()).toBe(bitcoin().chain.ledger.tip.height);
    const address = await addresses.getAddress({ address: wallet });
    expect(address.address).toBe(wallet);
    expect(address.chain_stats.funded_txo_sum).toBeGreaterThan(0);
    const utxos = await addresses.getAddressTxsUtxo({ address: wallet });
    expect(utxos.length).toBeGreaterThan(0);
    const tx = await transactions.getTx({ txid: utxos[0]!.txid });
    expect(tx.txid).toBe(utxos[0]!.txid);
    expect(tx.status.confirmed).toBe(true);
    const recommended = await fees.getFeesRecommended();
    expect(Object.keys(recommended).sort()).toEqual(
      ["economyFee", "fastestFee", "halfHourFee", "hourFee", "minimumFee"].sort(),
    );
    expect(recommended.fastestFee).toBeGreaterThanOrEqual(recommended.hourFee);

    // The same client through the provider server's proxy, configured with its base URL.
    const proxied = mempoolJS({
      config: {
        baseURL: `${esploraBaseUrl({ serverUrl: world.server.url, caipNetworkId: BITCOIN_REGTEST, projectId: "demo" })}/`,
      },
    });
    expect(await proxied.bitcoin.blocks.getBlocksTipHeight()).toBe(
      bitcoin().chain.ledger.tip.height,
    );
    expect(await proxied.bitcoin.fees.getFeesRecommended()).toEqual(recommended);
  });
});

describe("ERC-4337 with permissionless", () => {
  it("gets the bundler's gas price through the server's RPC proxy", async () => {
    const pimlico = createPimlicoClient({
      transport: http(
        buildRpcProxyUrl({
          baseUrl: world.server.url,
          caipNetworkId: "eip155:31337",
          projectId: "demo",
        }),
      ),
      entryPoint: { address: entryPoint07Address, version: "0.7" },
    });
    const price = await pimlico.getUserOperationGasPrice();
    for (const tier of [price.slow, price.standard, price.fast]) {
      expect(tier.maxFeePerGas).toBeGreaterThan(0n);
      expect(tier.maxPriorityFeePerGas).toBeGreaterThanOrEqual(0n);
    }
    expect(price.fast.maxFeePerGas).toBeGreaterThanOrEqual(price.slow.maxFeePerGas);
  });
});
