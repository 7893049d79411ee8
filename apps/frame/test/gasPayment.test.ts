import { createPaymasterClient, entryPoint07Address } from "viem/account-abstraction";
import { describe, expect, it } from "vitest";
import { RpcFailure } from "../src/rpc/rpcErrors.js";
import { projectPaymaster } from "../src/smartAccount/gasPayment.js";

const operation = {
  sender: "0x3333333333333333333333333333333333333333",
  nonce: 0n,
  callData: "0x",
  callGasLimit: 0n,
  verificationGasLimit: 0n,
  preVerificationGas: 0n,
  maxFeePerGas: 0n,
  maxPriorityFeePerGas: 0n,
} as const;

describe("the project's paymaster", () => {
  it("takes a refusal as the answer: asked once, not retried (the account then pays at once)", async () => {
    const asked: string[] = [];
    const source = projectPaymaster(async (method) => {
      asked.push(method);
      throw new RpcFailure("This app does not sponsor gas", -32010);
    }, "Shop");
    const client = createPaymasterClient({ transport: source.transport });
    await expect(
      client.getPaymasterStubData({
        ...operation,
        chainId: 31337,
        entryPointAddress: entryPoint07Address,
      }),
    ).rejects.toThrow("This app does not sponsor gas");
    expect(asked).toEqual(["pm_getPaymasterStubData"]);
  });
});
