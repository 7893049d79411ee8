import {
  type DeleGatorAccount,
  redeemCall,
  revertReason,
  type SmartAccountEnvironment,
  toDeleGatorAccount,
  userOperationFees,
} from "@foyer/smart-account";
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
} from "viem";
import { createBundlerClient } from "viem/account-abstraction";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import type { DemoConfig } from "../config.js";

const KEY_STORAGE = "foyer-demo.sessionKey";

function proxyUrl(config: DemoConfig): string {
  return `${config.serverUrl}/v1/?chainId=${encodeURIComponent(config.chainId)}&projectId=${encodeURIComponent(config.projectId)}`;
}

/** The devnet's smart-account contracts, from the server that runs the bundler for it. */
export async function devnetEnvironment(config: DemoConfig): Promise<SmartAccountEnvironment> {
  const response = await fetch(
    `${config.serverUrl}/v1/smart-accounts?projectId=${encodeURIComponent(config.projectId)}`,
  );
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`);
  const body = (await response.json()) as {
    networks: { chainId: number; environment: SmartAccountEnvironment }[];
  };
  const network = body.networks.find((entry) => entry.chainId === 31337);
  if (!network) throw new Error("The server has no smart accounts on the devnet");
  return network.environment;
}

/**
 * The dApp's session key: a key this page keeps (sessionStorage, a demo's stand-in for a dApp
 * backend), and the DeleGator account it owns. A permission is granted to that account.
 */
export async function sessionAccount(
  config: DemoConfig,
  environment: SmartAccountEnvironment,
): Promise<DeleGatorAccount> {
  let key = sessionStorage.getItem(KEY_STORAGE) as Hex | null;
  if (!key) {
    key = generatePrivateKey();
    sessionStorage.setItem(KEY_STORAGE, key);
  }
  const client = createPublicClient({
    chain: anvil,
    transport: http(proxyUrl(config)),
    pollingInterval: 250,
  });
  return toDeleGatorAccount({ client, owner: privateKeyToAccount(key), environment });
}

export type SessionSend = { ok: true; transactionHash: Hex } | { ok: false; message: string };

/**
 * Sends `amount` USDC from the user's account to `to`, by the session key alone: a user operation
 * of the session account (through the server's proxy to the bundler) that redeems the permission.
 * The wallet is not asked; the chain checks the scope.
 */
export async function sendWithSession(options: {
  config: DemoConfig;
  environment: SmartAccountEnvironment;
  session: DeleGatorAccount;
  permissionsContext: Hex;
  token: Address;
  to: Address;
  amount: bigint;
}): Promise<SessionSend> {
  const { config, environment, session } = options;
  const client = createPublicClient({
    chain: anvil,
    transport: http(proxyUrl(config)),
    pollingInterval: 250,
  });
  const bundler = createBundlerClient({
    client,
    transport: http(proxyUrl(config)),
    pollingInterval: 250,
    userOperation: {
      estimateFeesPerGas: ({ bundlerClient }) => userOperationFees(bundlerClient, client),
    },
  });
  try {
    const hash = await bundler.sendUserOperation({
      account: session,
      calls: [
        redeemCall(environment, options.permissionsContext, [
          {
            to: options.token,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: "transfer",
              args: [options.to, options.amount],
            }),
          },
        ]),
      ],
    });
    const receipt = await bundler.waitForUserOperationReceipt({ hash });
    if (!receipt.success) return { ok: false, message: "The operation reverted" };
    return { ok: true, transactionHash: receipt.receipt.transactionHash };
  } catch (error) {
    const reason = revertReason(error);
    if (reason) return { ok: false, message: `Refused by the chain: ${reason}` };
    return {
      ok: false,
      message: error instanceof Error ? (error.message.split("\n")[0] ?? "Failed") : "Failed",
    };
  }
}
