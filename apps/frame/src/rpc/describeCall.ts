import type { PreviewAnswer } from "@foyer/core/internal";
import { parseSiwxMessage } from "@foyer/protocol";
import { formatEther, hexToBigInt, hexToString, isHex } from "viem";
import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import { siwxRows, typedDataRows } from "./readableSign.js";
import type { UnsafeCall } from "./unsafeRequest.js";

/** What the approval view shows: a heading and labelled values, all plain text. */
export interface CallSummary {
  title: string;
  rows: { label: string; value: string }[];
  /** Read before Approve: the person ticks that they did before Approve is enabled. */
  warnings?: string[];
  /** What the calls will do, asked of the server while the view shows; Approve waits for it. */
  preview?: { callCount: number; load: () => Promise<PreviewAnswer> };
  /** The requesting page's origin, as the frame's message gate verified it. */
  origin?: string;
}

/** A personal_sign payload as a person reads it: UTF-8 text when it is text, else the hex. */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message;
  try {
    const text = hexToString(message);
    // Control characters mean bytes, not words; show those as they came.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? message : text;
  } catch {
    return message;
  }
}

/**
 * A message to sign as rows: a sign-in message (EIP-4361 / CAIP-122) field by field with its
 * moments relative to now; any other text as it reads.
 */
export function messageRows(
  message: string,
  m: FrameMessages,
  now = Date.now(),
): CallSummary["rows"] {
  const text = readableMessage(message);
  const siwx = parseSiwxMessage(text);
  if (siwx !== undefined) return siwxRows(siwx, now, m);
  return [{ label: m.message, value: text }];
}

export function describeCall(
  call: UnsafeCall,
  m: FrameMessages = frameEn,
  /** The EVM chain the wallet is on, which a typed-data domain is checked against. */
  currentChain?: number,
  now = Date.now(),
): CallSummary {
  switch (call.method) {
    case "personal_sign":
      return {
        title: m.titles.signMessage,
        rows: [...messageRows(call.message, m, now), { label: m.account, value: call.address }],
      };
    case "eth_signTypedData_v4": {
      const { rows, warnings } = typedDataRows(call.typedData, currentChain, m);
      return { title: m.titles.signTypedData, rows, ...(warnings.length > 0 ? { warnings } : {}) };
    }
    case "eth_sendTransaction": {
      const { to, value, data } = call.tx;
      return {
        title: m.titles.sendTransaction,
        rows: [
          { label: m.to, value: to ?? m.newContract },
          { label: m.value, value: `${formatEther(value ? hexToBigInt(value) : 0n)} ETH` },
          { label: m.data, value: data && data !== "0x" ? data : m.none },
        ],
      };
    }
  }
}
