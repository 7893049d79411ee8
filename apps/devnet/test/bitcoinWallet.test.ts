import {
  createApprovalQueue,
  createBitcoinTestWallet,
  type JsonRpcResponse,
} from "@foyer/testwallet/bitcoin";
import { base64, hex } from "@scure/base";
import { Transaction } from "@scure/btc-signer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BitcoinDevnet, startBitcoinDevnet } from "../src/index.js";

let devnet: BitcoinDevnet;

beforeAll(async () => {
  devnet = await startBitcoinDevnet();
});
afterAll(async () => {
  await devnet?.stop();
});

function wallet() {
  return createBitcoinTestWallet({
    esploraUrl: devnet.esploraUrl,
    approvals: createApprovalQueue("approve", () => undefined),
    authorized: false,
    onAuthorizedChange: () => undefined,
  });
}
function resultOf<T>(response: JsonRpcResponse): T {
  if ("error" in response) throw new Error(`unexpected error ${JSON.stringify(response.error)}`);
  return response.result as T;
}
async function sats(address: string): Promise<number> {
  const utxos = (await (await fetch(`${devnet.esploraUrl}/address/${address}/utxo`)).json()) as {
    value: number;
  }[];
  return utxos.reduce((sum, utxo) => sum + utxo.value, 0);
}

describe("the test wallet's Bitcoin side on the regtest chain", () => {
  it("connects the chain's seeded payment and ordinal keys", async () => {
    const { addresses } = resultOf<{ addresses: { address: string }[] }>(
      await wallet().provider.request("wallet_connect", null),
    );
    expect(addresses.map((a) => a.address)).toEqual([
      devnet.keys.payment[0]!.address,
      devnet.keys.ordinal.address,
    ]);
  });

  it("sends BTC that the chain accepts and mines: both balances move", async () => {
    const btc = wallet();
    await btc.provider.request("wallet_connect", null);
    const to = devnet.keys.payment[1]!.address;
    const [before, senderBefore] = [await sats(to), await sats(devnet.keys.payment[0]!.address)];
    const { txid } = resultOf<{ txid: string }>(
      await btc.provider.request("sendTransfer", {
        recipients: [{ address: to, amount: 150_000_000 }],
      }),
    );
    const status = (await (await fetch(`${devnet.esploraUrl}/tx/${txid}/status`)).json()) as {
      confirmed: boolean;
    };
    expect(status.confirmed).toBe(true);
    expect(await sats(to)).toBe(before + 150_000_000);
    const { fee } = (await (await fetch(`${devnet.esploraUrl}/tx/${txid}`)).json()) as {
      fee: number;
    };
    expect(await sats(devnet.keys.payment[0]!.address)).toBe(senderBefore - 150_000_000 - fee);
    const balance = resultOf<{ total: string }>(await btc.provider.request("getBalance"));
    expect(balance.total).toBe(String(senderBefore - 150_000_000 - fee));
  });

  it("signs and broadcasts a PSBT spending the ordinal coin; the same coin again is refused", async () => {
    const btc = wallet();
    await btc.provider.request("wallet_connect", null);
    const { ordinal } = devnet.keys;
    const [coin] = (await (
      await fetch(`${devnet.esploraUrl}/address/${ordinal.address}/utxo`)
    ).json()) as { txid: string; vout: number; value: number }[];
    const psbtFor = (amount: bigint) => {
      const tx = new Transaction();
      tx.addInput({
        txid: coin!.txid,
        index: coin!.vout,
        witnessUtxo: { script: ordinal.script, amount: BigInt(coin!.value) },
      });
      tx.addOutput({ script: devnet.keys.payment[2]!.script, amount });
      return base64.encode(tx.toPSBT());
    };
    const signInputs = { [ordinal.address]: [0] };
    const sent = resultOf<{ txid: string; psbt: string }>(
      await btc.provider.request("signPsbt", {
        psbt: psbtFor(BigInt(coin!.value) - 1_000n),
        signInputs,
        broadcast: true,
      }),
    );
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(hex.encode(Transaction.fromPSBT(base64.decode(sent.psbt)).extract())).toBe(
      await (await fetch(`${devnet.esploraUrl}/tx/${sent.txid}/hex`)).text(),
    );
    const again = await btc.provider.request("signPsbt", {
      psbt: psbtFor(BigInt(coin!.value) - 2_000n),
      signInputs,
      broadcast: true,
    });
    if (!("error" in again)) throw new Error("a double spend went through");
    expect(again.error.message).toContain("bad-txns-inputs-missingorspent");
  });
});
