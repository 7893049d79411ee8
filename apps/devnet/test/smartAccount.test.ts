import { addPasskeyCall, hasPasskeySigner, toDeleGatorAccount } from "@foyer/smart-account";
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  isErc6492Signature,
  maxUint256,
  parseEther,
  parseUnits,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dexRouterAbi } from "../src/index.js";
import { type SmartAccountWorld, startSmartAccountWorld } from "./support/smartAccountWorld.js";
import { softPasskey } from "./support/softPasskey.js";

let world: SmartAccountWorld;

beforeAll(async () => {
  world = await startSmartAccountWorld();
}, 300_000);

afterAll(async () => {
  await world?.stop();
});

const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

describe("ERC-4337 through the bundler", () => {
  it("deploys the account with its first user operation and moves devnet ETH", async () => {
    const { publicClient, bundlerClient, funder } = world;
    const account = await world.newAccount();
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined();
    await funder.sendTransaction({ to: account.address, value: parseEther("1") });

    const recipient = randomAddress();
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: parseEther("0.25") }],
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash });

    expect(receipt.success).toBe(true);
    expect(receipt.sender).toBe(account.address);
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}/);
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther("0.25"));
    // The account paid the bundler for gas on top of the transfer.
    const left = await publicClient.getBalance({ address: account.address });
    expect(left).toBeLessThan(parseEther("0.75"));
    expect(left).toBeGreaterThan(parseEther("0.7"));
    expect(await account.isDeployed()).toBe(true);
  });

  it("runs approve + swap on the DEX as one atomic user operation", async () => {
    const { publicClient, bundlerClient, funder, devnet } = world;
    const { usdc, foy, dexRouter } = devnet.manifest.contracts;
    const account = await world.newAccount();
    await funder.sendTransaction({ to: account.address, value: parseEther("1") });
    await funder.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: "transfer",
      args: [account.address, parseUnits("100", 6)],
    });

    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [
        {
          to: usdc.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: "approve",
            args: [dexRouter.address, parseUnits("20", 6)],
          }),
        },
        {
          to: dexRouter.address,
          data: encodeFunctionData({
            abi: dexRouterAbi,
            functionName: "swapExactTokensForTokens",
            args: [
              parseUnits("20", 6),
              1n,
              [usdc.address, foy.address],
              account.address,
              maxUint256,
            ],
          }),
        },
      ],
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash });

    expect(receipt.success).toBe(true);
    // Both calls landed in the same transaction.
    const txs = await publicClient.getTransactionReceipt({ hash: receipt.receipt.transactionHash });
    expect(txs.status).toBe("success");
    expect(await world.tokenBalance(usdc.address, account.address)).toBe(parseUnits("80", 6));
    const foyOut = await world.tokenBalance(foy.address, account.address);
    // 20 USDC at 2 USDC per FOY, less the pool fee and price impact.
    expect(foyOut).toBeGreaterThan(parseUnits("9.9", 18));
    expect(foyOut).toBeLessThan(parseUnits("10", 18));
  });

  it("undoes the whole batch when its second call reverts", async () => {
    const { publicClient, bundlerClient, funder, devnet } = world;
    const { usdc, dexRouter, foy } = devnet.manifest.contracts;
    const account = await world.newAccount();
    await funder.sendTransaction({ to: account.address, value: parseEther("1") });
    await funder.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: "transfer",
      args: [account.address, parseUnits("10", 6)],
    });
    const calls = [
      {
        to: usdc.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: "approve",
          args: [dexRouter.address, parseUnits("5", 6)],
        }),
      },
      {
        // Swapping more than the approval: the router's transferFrom reverts.
        to: dexRouter.address,
        data: encodeFunctionData({
          abi: dexRouterAbi,
          functionName: "swapExactTokensForTokens",
          args: [parseUnits("10", 6), 1n, [usdc.address, foy.address], account.address, maxUint256],
        }),
      },
    ];
    // The bundler simulates execution while estimating and refuses a batch that reverts.
    await expect(bundlerClient.estimateUserOperationGas({ account, calls })).rejects.toThrow(
      /revert/i,
    );

    // With gas limits given, nothing is estimated: the operation is mined and reverts as a whole.
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls,
      callGasLimit: 500_000n,
      verificationGasLimit: 1_000_000n,
      preVerificationGas: 100_000n,
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash });
    expect(receipt.success).toBe(false);
    expect(
      await publicClient.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: "allowance",
        args: [account.address, dexRouter.address],
      }),
    ).toBe(0n);
    expect(await world.tokenBalance(usdc.address, account.address)).toBe(parseUnits("10", 6));
  });

  it("signs messages that verify through ERC-6492 before deployment and ERC-1271 after", async () => {
    const { publicClient, bundlerClient, funder } = world;
    const account = await world.newAccount();
    const message = "Foyer smart account";

    const before = await account.signMessage({ message });
    expect(isErc6492Signature(before)).toBe(true);
    expect(
      await publicClient.verifyMessage({ address: account.address, message, signature: before }),
    ).toBe(true);
    expect(
      await publicClient.verifyMessage({
        address: account.address,
        message: "other",
        signature: before,
      }),
    ).toBe(false);

    await funder.sendTransaction({ to: account.address, value: parseEther("0.1") });
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: account.address, value: 0n }],
    });
    await bundlerClient.waitForUserOperationReceipt({ hash });

    const after = await account.signMessage({ message });
    expect(isErc6492Signature(after)).toBe(false);
    expect(
      await publicClient.verifyMessage({ address: account.address, message, signature: after }),
    ).toBe(true);
  });
});

describe("a passkey as a signer of the HybridDeleGator", () => {
  it("is added by the owner's user operation, then signs a user operation and ERC-1271 messages itself", async () => {
    const { publicClient, bundlerClient, funder, devnet } = world;
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await world.newAccount(owner);
    const passkey = await softPasskey();
    const keyId = passkey.id;
    await funder.sendTransaction({ to: account.address, value: parseEther("1") });
    // Not a signer yet: the account does not even exist.
    expect(await hasPasskeySigner(publicClient, account.address, keyId, passkey.publicKey)).toBe(
      false,
    );

    const added = await bundlerClient.sendUserOperation({
      account,
      calls: [addPasskeyCall(account.address, keyId, passkey.publicKey)],
    });
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: added })).success).toBe(true);
    expect(await hasPasskeySigner(publicClient, account.address, keyId, passkey.publicKey)).toBe(
      true,
    );

    const byPasskey = await toDeleGatorAccount({
      client: publicClient,
      owner,
      environment: devnet.manifest.contracts.smartAccounts,
      passkey: { keyId, account: passkey },
    });
    expect(byPasskey.address).toBe(account.address);
    const recipient = randomAddress();
    const sent = await bundlerClient.sendUserOperation({
      account: byPasskey,
      calls: [{ to: recipient, value: parseEther("0.1") }],
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash: sent });
    expect(receipt.success).toBe(true);
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther("0.1"));

    // ERC-1271 through the account's own isValidSignature: the passkey's signature verifies,
    // for its message only.
    const message = "Sign in with a passkey";
    const signature = await byPasskey.signMessage({ message });
    expect(await publicClient.verifyMessage({ address: account.address, message, signature })).toBe(
      true,
    );
    expect(
      await publicClient.verifyMessage({ address: account.address, message: "other", signature }),
    ).toBe(false);
  });

  it("refuses a user operation signed by a passkey the account does not hold", async () => {
    const { publicClient, bundlerClient, funder, devnet } = world;
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await world.newAccount(owner);
    await funder.sendTransaction({ to: account.address, value: parseEther("1") });
    const deployed = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: account.address, value: 0n }],
    });
    await bundlerClient.waitForUserOperationReceipt({ hash: deployed });
    const stranger = await softPasskey();
    const byStranger = await toDeleGatorAccount({
      client: publicClient,
      owner,
      environment: devnet.manifest.contracts.smartAccounts,
      passkey: { keyId: stranger.id, account: stranger },
    });
    await expect(
      bundlerClient.sendUserOperation({
        account: byStranger,
        calls: [{ to: randomAddress(), value: 1n }],
      }),
    ).rejects.toThrow();
    const message = "not mine";
    const signature = await byStranger.signMessage({ message });
    expect(await publicClient.verifyMessage({ address: account.address, message, signature })).toBe(
      false,
    );
  });
});
