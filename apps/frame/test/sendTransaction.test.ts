import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { FRAME_REFUSAL_TEXTS } from "../src/errors/walletFrameError.js";
import { sendTransaction } from "../src/rpc/sendTransaction.js";

/**
 * A chain RPC that answers these methods with these values. anvil never sends a malformed
 * answer, so the refusal of one is checked against this stand-in.
 */
function chainAnswering(answers: Record<string, unknown>) {
  return async (method: string) => answers[method];
}

const SOUND = {
  eth_chainId: "0x7a69",
  eth_getTransactionCount: "0x0",
  eth_getBlockByNumber: { baseFeePerGas: "0x3b9aca00" },
  eth_estimateGas: "0x5208",
  eth_maxPriorityFeePerGas: "0x3b9aca00",
  eth_sendRawTransaction: `0x${"ab".repeat(32)}`,
};

describe("sendTransaction's reading of the chain's answers", () => {
  const account = privateKeyToAccount(generatePrivateKey());
  const tx = { to: privateKeyToAccount(generatePrivateKey()).address, value: "0x1" } as const;

  it("signs and broadcasts when every answer is sound", async () => {
    await expect(sendTransaction(account, tx, chainAnswering(SOUND))).resolves.toBe(
      SOUND.eth_sendRawTransaction,
    );
  });

  it.each([
    ["nonce", { eth_getTransactionCount: "twelve" }],
    ["chain id", { eth_chainId: 31337 }],
    ["gas estimate", { eth_estimateGas: null }],
    ["priority fee", { eth_maxPriorityFeePerGas: "0x" }],
    ["transaction hash", { eth_sendRawTransaction: { hash: "0x1" } }],
  ])("refuses an invalid %s with the frame's own error", async (what, broken) => {
    await expect(
      sendTransaction(account, tx, chainAnswering({ ...SOUND, ...broken })),
    ).rejects.toMatchObject({
      name: "WalletFrameError",
      code: "INVALID_CHAIN_ANSWER",
      shortMessage: FRAME_REFUSAL_TEXTS.invalidChainAnswer(what),
    });
  });
});
