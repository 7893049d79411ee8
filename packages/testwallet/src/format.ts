import { formatEther, type Hex, hexToString, isHex } from "viem";

/** `0x1234…abcd`: enough to recognise an address in a small panel. */
export function shortenAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export function formatWei(wei: bigint, symbol = "ETH"): string {
  return `${formatEther(wei)} ${symbol}`;
}

/** A personal_sign message as a person would read it: text if it is text, else hex. */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message;
  try {
    const text = hexToString(message as Hex);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary payloads is the point
    return /^[^\u0000-\u0008\u000e-\u001f]*$/.test(text) ? text : message;
  } catch {
    return message;
  }
}

export function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
