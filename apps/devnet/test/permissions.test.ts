import {
  type DeleGatorAccount,
  type Delegation,
  decodePermissionsContext,
  delegationFor,
  disableCall,
  encodePermissionsContext,
  type GrantPlan,
  type PermissionScope,
  redeemCall,
  revertReason,
  signDelegation,
} from "@foyer/smart-account";
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toFunctionSelector,
} from "viem";
import { entryPoint07Abi } from "viem/account-abstraction";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmartAccountWorld, startSmartAccountWorld } from "./support/smartAccountWorld.js";

let world: SmartAccountWorld;
/** The user's key and account, deployed and holding USDC and FOY. */
let ownerKey: PrivateKeyAccount;
let owner: DeleGatorAccount;
/** The dApp's session account: its own key, gas paid from an EntryPoint deposit. */
let session: DeleGatorAccount;
let usdc: Address;
let foy: Address;

const HOUR = 3600;
const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const transfer = (to: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] });
const approve = (to: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [to, amount] });

beforeAll(async () => {
  world = await startSmartAccountWorld();
  ({ usdc, foy } = {
    usdc: world.devnet.manifest.contracts.usdc.address,
    foy: world.devnet.manifest.contracts.foy.address,
  });
  const { funder, bundlerClient } = world;
  ownerKey = privateKeyToAccount(generatePrivateKey());
  owner = await world.newAccount(ownerKey);
  session = await world.newAccount();
  await funder.sendTransaction({ to: owner.address, value: parseEther("1") });
  for (const token of [usdc, foy]) {
    await funder.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: "transfer",
      args: [owner.address, parseUnits("100", token === usdc ? 6 : 18)],
    });
  }
  // A delegation is checked with ERC-1271 against the delegator, so the user's account must exist.
  const hash = await bundlerClient.sendUserOperation({
    account: owner,
    calls: [{ to: owner.address, value: 0n }],
  });
  await bundlerClient.waitForUserOperationReceipt({ hash });
  await funder.writeContract({
    address: world.devnet.manifest.contracts.entryPoint.address,
    abi: entryPoint07Abi,
    functionName: "depositTo",
    args: [session.address],
    value: parseEther("1"),
  });
}, 300_000);

afterAll(async () => {
  await world?.stop();
});

async function grant(scope: PermissionScope, to: Address = session.address): Promise<Hex> {
  const now = Number((await world.publicClient.getBlock()).timestamp);
  const environment = world.devnet.manifest.contracts.smartAccounts;
  const plan: GrantPlan = { session: to, expiry: now + HOUR, scope, gasBudget: 0n, requested: [] };
  const delegation: Delegation = delegationFor(environment, plan, owner.address);
  const signature = await signDelegation(ownerKey, delegation, {
    chainId: world.devnet.chainId,
    delegationManager: environment.DelegationManager,
  });
  return encodePermissionsContext([{ ...delegation, signature }]);
}

/** The session account sends `call` through the bundler, redeeming the permission on the way. */
async function sendAsSession(context: Hex, call: { to: Address; data: Hex }) {
  const environment = world.devnet.manifest.contracts.smartAccounts;
  const hash = await world.bundlerClient.sendUserOperation({
    account: session,
    calls: [redeemCall(environment, context, [call])],
  });
  return world.bundlerClient.waitForUserOperationReceipt({ hash });
}

function leaf(context: Hex): Delegation {
  const [delegation] = decodePermissionsContext(context);
  if (!delegation) throw new Error("empty permissions context");
  return delegation;
}

/** The decoded revert reason a refused redemption carries (the bundler's simulation ran it). */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    return revertReason(error) ?? String(error);
  }
  throw new Error("the call was not refused");
}

describe("permissions enforced by the chain (Delegation Framework caveat enforcers)", () => {
  it("lets the session key spend within its token allowance without the owner", async () => {
    const delegation = await grant({
      type: "erc20-token-transfer",
      token: usdc,
      allowance: parseUnits("10", 6),
    });
    const recipient = randomAddress();
    const receipt = await sendAsSession(delegation, {
      to: usdc,
      data: transfer(recipient, parseUnits("4", 6)),
    });
    expect(receipt.success).toBe(true);
    expect(receipt.sender).toBe(session.address);
    expect(await world.tokenBalance(usdc, recipient)).toBe(parseUnits("4", 6));

    // 4 + 7 would pass the 10 USDC allowance: the enforcer reverts it.
    expect(
      await refusal(
        sendAsSession(delegation, { to: usdc, data: transfer(recipient, parseUnits("7", 6)) }),
      ),
    ).toBe("ERC20TransferAmountEnforcer:allowance-exceeded");
    // Another token is outside the scope altogether.
    expect(
      await refusal(sendAsSession(delegation, { to: foy, data: transfer(recipient, 1n) })),
    ).toBe("ERC20TransferAmountEnforcer:invalid-contract");
    expect(await world.tokenBalance(usdc, recipient)).toBe(parseUnits("4", 6));
  });

  it("lets the session key call the allowed targets and methods only", async () => {
    const spender = randomAddress();
    const delegation = await grant({
      type: "contract-call",
      targets: [foy],
      functions: ["approve(address,uint256)"],
      selectors: [toFunctionSelector("function approve(address,uint256)")],
    });
    const receipt = await sendAsSession(delegation, { to: foy, data: approve(spender, 5n) });
    expect(receipt.success).toBe(true);
    expect(
      await world.publicClient.readContract({
        address: foy,
        abi: erc20Abi,
        functionName: "allowance",
        args: [owner.address, spender],
      }),
    ).toBe(5n);

    expect(await refusal(sendAsSession(delegation, { to: usdc, data: approve(spender, 5n) }))).toBe(
      "AllowedTargetsEnforcer:target-address-not-allowed",
    );
    expect(await refusal(sendAsSession(delegation, { to: foy, data: transfer(spender, 5n) }))).toBe(
      "AllowedMethodsEnforcer:method-not-allowed",
    );
  });

  it("reverts an out-of-scope redemption on chain, with no bundler in the way", async () => {
    const sessionKey = privateKeyToAccount(generatePrivateKey());
    await world.funder.sendTransaction({ to: sessionKey.address, value: parseEther("0.1") });
    const context = await grant(
      { type: "erc20-token-transfer", token: usdc, allowance: parseUnits("10", 6) },
      sessionKey.address,
    );
    const environment = world.devnet.manifest.contracts.smartAccounts;
    const redeem = (amount: bigint) =>
      redeemCall(environment, context, [{ to: usdc, data: transfer(sessionKey.address, amount) }])
        .data;
    const wallet = createWalletClient({
      account: sessionKey,
      chain: anvil,
      transport: http(world.devnet.rpcUrl),
    });
    const delegationManager = world.devnet.manifest.contracts.smartAccounts.DelegationManager;
    // A fixed gas limit skips estimation, so the transaction is mined whatever it does.
    const refused = await wallet.sendTransaction({
      to: delegationManager,
      data: redeem(parseUnits("11", 6)),
      gas: 500_000n,
    });
    const refusedReceipt = await world.publicClient.waitForTransactionReceipt({ hash: refused });
    expect(refusedReceipt.status).toBe("reverted");
    expect(await world.tokenBalance(usdc, sessionKey.address)).toBe(0n);

    const allowed = await wallet.sendTransaction({
      to: delegationManager,
      data: redeem(parseUnits("3", 6)),
      gas: 500_000n,
    });
    expect((await world.publicClient.waitForTransactionReceipt({ hash: allowed })).status).toBe(
      "success",
    );
    expect(await world.tokenBalance(usdc, sessionKey.address)).toBe(parseUnits("3", 6));
  });

  it("stops working once the owner revokes it on chain", async () => {
    const delegation = await grant({
      type: "erc20-token-transfer",
      token: usdc,
      allowance: parseUnits("10", 6),
    });
    const recipient = randomAddress();
    await sendAsSession(delegation, { to: usdc, data: transfer(recipient, 1n) });

    const hash = await world.bundlerClient.sendUserOperation({
      account: owner,
      calls: [disableCall(world.devnet.manifest.contracts.smartAccounts, leaf(delegation))],
    });
    expect((await world.bundlerClient.waitForUserOperationReceipt({ hash })).success).toBe(true);

    expect(
      await refusal(sendAsSession(delegation, { to: usdc, data: transfer(recipient, 1n) })),
    ).toBe("CannotUseADisabledDelegation()");
    expect(await world.tokenBalance(usdc, recipient)).toBe(1n);
  });

  // Moves the chain's clock, so it runs last.
  it("expires at the granted time", async () => {
    const delegation = await grant({
      type: "erc20-token-transfer",
      token: usdc,
      allowance: parseUnits("10", 6),
    });
    await world.publicClient.request({
      method: "evm_increaseTime" as never,
      params: [HOUR + 1] as never,
    });
    await world.publicClient.request({ method: "evm_mine" as never, params: [] as never });
    expect(
      await refusal(sendAsSession(delegation, { to: usdc, data: transfer(randomAddress(), 1n) })),
    ).toBe("TimestampEnforcer:expired-delegation");
  });
});
