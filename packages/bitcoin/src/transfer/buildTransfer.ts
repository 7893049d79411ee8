import { hex } from "@scure/base";
import { Address, OutScript, p2tr, p2wpkh, selectUTXO } from "@scure/btc-signer";
import {
  type BitcoinAddressType,
  bitcoinAddressType,
  dustLimit,
} from "../address/bitcoinAddress.js";
import type { EsploraUtxo } from "../esplora/esploraClient.js";
import type { BitcoinParams } from "../networks.js";

/** The account that pays: its address and its public key (hex, as the wallet reports it). */
export interface TransferSender {
  address: string;
  publicKey: string;
}

export interface TransferRequest {
  caipNetworkId: string;
  params: BitcoinParams;
  from: TransferSender;
  to: string;
  /** Sats to the receiver. */
  amount: bigint;
  /** Whole sat/vB. */
  feeRate: number;
  utxos: readonly EsploraUtxo[];
}

/** A transfer ready for the wallet: the unsigned PSBT, its fee, and the inputs the sender signs. */
export interface UnsignedTransfer {
  psbt: Uint8Array;
  /** Sats paid to miners. */
  fee: bigint;
  /** Indexes of the PSBT inputs the sender's key signs (all of them). */
  inputs: number[];
}

/** Why a transfer can't be built, for the caller to word. */
export type TransferProblem =
  | { kind: "invalidAddress"; address: string }
  | { kind: "dust"; minimum: bigint }
  | { kind: "insufficientFunds"; available: bigint }
  | { kind: "unsupportedSender"; type: BitcoinAddressType | undefined };

/** A transfer that can't be built, with the {@link TransferProblem} that stopped it. */
export class TransferError extends Error {
  override readonly name = "TransferError";
  constructor(readonly problem: TransferProblem) {
    super(`Bitcoin transfer not possible: ${problem.kind}`);
  }
}

/** The spending data each input needs in the PSBT, by the sender's address type. */
function spendInfo(
  type: BitcoinAddressType | undefined,
  publicKey: Uint8Array,
  params: BitcoinParams,
) {
  if (type === "p2wpkh") return { script: p2wpkh(publicKey, params).script };
  if (type === "p2tr") {
    // BIP-86 key path: the wallet's key is the x-only internal key (drop a 33-byte key's prefix).
    const internal = publicKey.length === 33 ? publicKey.slice(1) : publicKey;
    return { script: p2tr(internal, undefined, params).script, tapInternalKey: internal };
  }
  throw new TransferError({ kind: "unsupportedSender", type });
}

/**
 * Builds the PSBT that pays `amount` to `to` from the sender's coins at `feeRate`, change back
 * to the sender: coins are picked by @scure/btc-signer's selection (which weighs each input's
 * size into the fee), the receiver's address is decoded for the network (every type: p2pkh,
 * p2sh, p2wpkh, p2wsh, p2tr), and an output below the receiver type's dust limit is refused
 * before the coins are looked at. The sender pays from a native segwit (p2wpkh) or taproot
 * (p2tr) address, what the payment and ordinal accounts are.
 */
export function buildTransfer(request: TransferRequest): UnsignedTransfer {
  const receiverType = bitcoinAddressType(request.to, request.caipNetworkId);
  if (!receiverType) throw new TransferError({ kind: "invalidAddress", address: request.to });
  const minimum = dustLimit(receiverType);
  if (request.amount < minimum) throw new TransferError({ kind: "dust", minimum });
  const senderType = bitcoinAddressType(request.from.address, request.caipNetworkId);
  const spend = spendInfo(senderType, hex.decode(request.from.publicKey), request.params);
  if (hex.encode(spend.script) !== hex.encode(scriptOf(request.from.address, request.params))) {
    // The key the wallet reported does not own the address: nothing it signs would be valid.
    throw new TransferError({ kind: "unsupportedSender", type: senderType });
  }
  const inputs = request.utxos.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    witnessUtxo: { script: spend.script, amount: BigInt(utxo.value) },
    ...("tapInternalKey" in spend ? { tapInternalKey: spend.tapInternalKey } : {}),
  }));
  const selected = selectUTXO(
    inputs,
    [{ address: request.to, amount: request.amount }],
    "default",
    {
      feePerByte: BigInt(request.feeRate),
      changeAddress: request.from.address,
      network: request.params,
      createTx: true,
      bip69: true,
    },
  );
  if (!selected?.tx || selected.fee === undefined) {
    const available = request.utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n);
    throw new TransferError({ kind: "insufficientFunds", available });
  }
  return {
    psbt: selected.tx.toPSBT(),
    fee: selected.fee,
    inputs: selected.inputs.map((_, index) => index),
  };
}

/** The output script an address pays to. */
function scriptOf(address: string, params: BitcoinParams): Uint8Array {
  return OutScript.encode(
    Address(params).decode(address) as Parameters<typeof OutScript.encode>[0],
  );
}
