import { hex } from "@scure/base";
import { Address, OutScript, Transaction } from "@scure/btc-signer";
import { bitcoinParams } from "../networks.js";

const REGTEST = bitcoinParams("bip122:0f9188f13cb7b2c71f2a335e3a4fc328");

interface Coin {
  txid: string;
  vout: number;
  value: number;
  address: string;
}

/**
 * An Esplora REST stand-in for the adapter's tests, as a `fetch`: a UTXO set keyed by outpoint,
 * a broadcast that spends known coins once (a second spend is refused with status 400, as
 * electrs does) and mines at once. Signatures are the local chain's job, not this one's.
 */
export function fakeEsplora(
  funded: { address: string; values: number[] },
  fees: Record<string, number> = { "1": 5, "6": 3, "144": 1 },
) {
  const coins = new Map<string, Coin>();
  funded.values.forEach((value, index) => {
    const txid = index.toString(16).padStart(64, "a");
    coins.set(`${txid}:0`, { txid, vout: 0, value, address: funded.address });
  });
  const broadcasts: string[] = [];
  let refuseNext: string | undefined;
  const answer = (status: number, body: unknown) =>
    new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/esplora/, "");
    const balanceOf = (address: string) =>
      [...coins.values()].filter((c) => c.address === address).reduce((s, c) => s + c.value, 0);
    let match = /^\/address\/([^/]+)\/utxo$/.exec(path);
    if (match) {
      return answer(
        200,
        [...coins.values()]
          .filter((coin) => coin.address === match?.[1])
          .map(({ txid, vout, value }) => ({ txid, vout, value, status: { confirmed: true } })),
      );
    }
    match = /^\/address\/([^/]+)$/.exec(path);
    if (match) {
      const sum = balanceOf(match[1] ?? "");
      return answer(200, {
        chain_stats: { funded_txo_sum: sum, spent_txo_sum: 0 },
        mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 },
      });
    }
    if (path === "/fee-estimates") return answer(200, fees);
    if (/^\/tx\/[0-9a-f]{64}\/status$/.test(path)) return answer(200, { confirmed: true });
    if (path === "/tx" && init?.method === "POST") {
      if (refuseNext) {
        const reason = refuseNext;
        refuseNext = undefined;
        return answer(400, reason);
      }
      const raw = String(init.body);
      const tx = Transaction.fromRaw(hex.decode(raw));
      for (let i = 0; i < tx.inputsLength; i += 1) {
        const input = tx.getInput(i);
        const key = `${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`;
        if (!coins.has(key)) return answer(400, "bad-txns-inputs-missingorspent");
      }
      for (let i = 0; i < tx.inputsLength; i += 1) {
        const input = tx.getInput(i);
        coins.delete(`${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`);
      }
      for (let i = 0; i < tx.outputsLength; i += 1) {
        const output = tx.getOutput(i);
        const address = Address(REGTEST).encode(
          OutScript.decode(output.script ?? new Uint8Array()),
        );
        coins.set(`${tx.id}:${i}`, { txid: tx.id, vout: i, value: Number(output.amount), address });
      }
      broadcasts.push(raw);
      return answer(200, tx.id);
    }
    return answer(404, "Not found");
  }) as typeof fetch;
  return {
    fetch: fetcher,
    broadcasts,
    balanceOf: (address: string) =>
      [...coins.values()].filter((c) => c.address === address).reduce((s, c) => s + c.value, 0),
    refuseNextBroadcast(reason: string) {
      refuseNext = reason;
    },
  };
}
