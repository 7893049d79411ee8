import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";

/** Behaviour §9: send supports eip155 and solana; Foyer adds Bitcoin (bip122). */
export const SEND_NAMESPACES = ["eip155", "solana", "bip122"] as const;

/** What the send form holds when the user presses send. */
export interface SendFormInput {
  /** Namespace of the active network. */
  chainNamespace: string | undefined;
  /** Amount in token units as typed, e.g. "0.5". */
  amount: string | number | undefined;
  receiverAddress: string | undefined;
  /** The chosen token; any value other than null/undefined counts as chosen. */
  token: unknown;
}

const POSITIVE_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

function hasAmount(amount: SendFormInput["amount"]): boolean {
  if (typeof amount === "number") return Number.isFinite(amount) && amount > 0;
  if (typeof amount !== "string") return false;
  const trimmed = amount.trim();
  return POSITIVE_DECIMAL.test(trimmed) && /[1-9]/.test(trimmed);
}

/**
 * The first reason the send form cannot be sent (behaviour §5), checked in the
 * order the flow meets them: 'Unsupported chain' (not eip155/solana/bip122), then
 * 'An amount and receiver address are required' (a zero amount counts as
 * none), then 'A token is required'. `undefined` when it can be sent.
 */
export function sendFormError(input: SendFormInput): InvalidInputError | undefined {
  if (!SEND_NAMESPACES.some((namespace) => namespace === input.chainNamespace)) {
    return new InvalidInputError(coreText("unsupportedChain", messages.unsupportedChain), {
      code: "UNSUPPORTED_CHAIN",
      details: { chainNamespace: input.chainNamespace },
    });
  }
  const receiver = input.receiverAddress?.trim() ?? "";
  if (!hasAmount(input.amount) || receiver === "") {
    return new InvalidInputError(
      coreText("sendAmountAndReceiverRequired", messages.sendAmountAndReceiverRequired),
      {
        code: "SEND_AMOUNT_AND_RECEIVER_REQUIRED",
      },
    );
  }
  if (input.token == null) {
    return new InvalidInputError(coreText("sendTokenRequired", messages.sendTokenRequired), {
      code: "SEND_TOKEN_REQUIRED",
    });
  }
  return undefined;
}
