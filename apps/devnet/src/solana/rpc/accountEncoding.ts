import { getBase58Decoder, getBase64Decoder, type MaybeEncodedAccount } from "@solana/kit";
import {
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import { invalidParams } from "../rpcError.js";
import { isRecord } from "./params.js";

/** Rent epoch of rent-exempt accounts since rent collection ended: u64::MAX. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;

export type AccountEncoding = "base58" | "base64" | "jsonParsed" | "binary";

export function accountEncoding(
  config: Record<string, unknown>,
  fallback: AccountEncoding,
): AccountEncoding {
  const value = config.encoding ?? fallback;
  if (value === "base58" || value === "base64" || value === "jsonParsed" || value === "binary") {
    return value;
  }
  throw invalidParams(`Invalid params: unsupported encoding ${String(value)}`);
}

function slice(data: Uint8Array, config: Record<string, unknown>): Uint8Array {
  const dataSlice = config.dataSlice;
  if (dataSlice === undefined) return data;
  if (
    !isRecord(dataSlice) ||
    typeof dataSlice.offset !== "number" ||
    typeof dataSlice.length !== "number"
  ) {
    throw invalidParams("Invalid params: dataSlice needs numeric offset and length");
  }
  return data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length);
}

/** The decimal string and float of a raw token amount, as `uiTokenAmount` carries them. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const unit = 10n ** BigInt(decimals);
  const whole = amount / unit;
  const fraction = (amount % unit).toString().padStart(decimals, "0").replace(/0+$/, "");
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole.toString();
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** The parsed form of an SPL Token account or mint, or undefined for any other account. */
function parsedTokenData(
  account: MaybeEncodedAccount & { exists: true },
  decimalsOf: (mint: string) => number,
) {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined;
  const data = new Uint8Array(account.data);
  if (data.length === getTokenSize()) {
    const token = getTokenDecoder().decode(data);
    const isNative = token.isNative.__option === "Some";
    return {
      program: "spl-token",
      space: data.length,
      parsed: {
        type: "account",
        info: {
          isNative,
          mint: token.mint,
          owner: token.owner,
          state: ["uninitialized", "initialized", "frozen"][token.state] ?? "uninitialized",
          tokenAmount: uiTokenAmount(token.amount, decimalsOf(token.mint)),
        },
      },
    };
  }
  if (data.length === getMintSize()) {
    const mint = getMintDecoder().decode(data);
    return {
      program: "spl-token",
      space: data.length,
      parsed: {
        type: "mint",
        info: {
          decimals: mint.decimals,
          freezeAuthority:
            mint.freezeAuthority.__option === "Some" ? mint.freezeAuthority.value : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority.__option === "Some" ? mint.mintAuthority.value : null,
          supply: mint.supply.toString(),
        },
      },
    };
  }
  return undefined;
}

/** An account as `getAccountInfo`'s value writes it (null when it does not exist). */
export function encodeAccount(
  account: MaybeEncodedAccount,
  encoding: AccountEncoding,
  config: Record<string, unknown>,
  decimalsOf: (mint: string) => number,
): Record<string, unknown> | null {
  if (!account.exists) return null;
  const raw = new Uint8Array(account.data);
  const bytes = slice(raw, config);
  let data: unknown;
  if (encoding === "jsonParsed") {
    data = parsedTokenData(account, decimalsOf) ?? [getBase64Decoder().decode(bytes), "base64"];
  } else if (encoding === "base64") {
    data = [getBase64Decoder().decode(bytes), "base64"];
  } else if (encoding === "base58") {
    data = [getBase58Decoder().decode(bytes), "base58"];
  } else {
    data = getBase58Decoder().decode(bytes);
  }
  return {
    data,
    executable: account.executable,
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: raw.length,
  };
}
