import { formatEther, hexToBigInt, hexToString, isHex } from "viem";
import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import type { UnsafeCall } from "./unsafeRequest.js";

/** What the approval view shows: a heading and labelled values, all plain text. */
export interface CallSummary {
  title: string;
  rows: { label: string; value: string }[];
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

export function describeCall(call: UnsafeCall, m: FrameMessages = frameEn): CallSummary {
  switch (call.method) {
    case "personal_sign":
      return {
        title: m.titles.signMessage,
        rows: [
          { label: m.message, value: readableMessage(call.message) },
          { label: m.account, value: call.address },
        ],
      };
    case "eth_signTypedData_v4": {
      const { domain, primaryType, message } = call.typedData;
      const rows = [{ label: m.type, value: primaryType }];
      if (typeof domain.name === "string") rows.push({ label: m.app, value: domain.name });
      if (domain.chainId !== undefined)
        rows.push({ label: m.chain, value: String(domain.chainId) });
      if (typeof domain.verifyingContract === "string") {
        rows.push({ label: m.contract, value: domain.verifyingContract });
      }
      rows.push({ label: m.message, value: JSON.stringify(message, null, 2) });
      return { title: m.titles.signTypedData, rows };
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
