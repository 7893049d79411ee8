import type { RpcRequest } from "@foyer/embedded";
import { walkErrorChain } from "@foyer/protocol";
import {
  addPasskeyCall,
  type DeleGatorAccount,
  decodeAccountCalls,
  decodePermissionsContext,
  delegationFor,
  disableCall,
  encodePermissionsContext,
  type GrantPlan,
  hasPasskeySigner,
  PermissionRequestError,
  PermissionsContextError,
  permissionId,
  readGrantRequest,
  revertReason,
  revocationMessage,
  type SmartAccountEnvironment,
  signDelegation,
  toDeleGatorAccount,
  userOperationFees,
} from "@foyer/smart-account";
import {
  type Address,
  BaseError,
  type Chain,
  createPublicClient,
  custom,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hex,
  isAddressEqual,
  isHex,
  numberToHex,
  type PublicClient,
  type Transport,
} from "viem";
import {
  type BundlerClient,
  createBundlerClient,
  entryPoint07Abi,
  InsufficientPrefundError,
  toWebAuthnAccount,
} from "viem/account-abstraction";
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import { type AccountPreviewer, previewOf } from "../preview/previewApi.js";
import type { CallSummary } from "../rpc/describeCall.js";
import { messageRows } from "../rpc/describeCall.js";
import type { Approver } from "../rpc/handleRpc.js";
import { RpcAborted } from "../rpc/handleRpc.js";
import { typedDataRows } from "../rpc/readableSign.js";
import { INSUFFICIENT_FUNDS, RpcFailure, rpcFailure, USER_REJECTED } from "../rpc/rpcErrors.js";
import { readUnsafeCall } from "../rpc/unsafeRequest.js";
import type { PasskeySignerRef } from "../storage/frameState.js";
import { callsStatus, capabilities } from "./callsStatus.js";
import {
  describeGrant,
  describeRevoke,
  describeSendCalls,
  describeSign,
  type TokenInfo,
} from "./describeSmartCall.js";
import {
  dappPaymaster,
  type GasPayment,
  type PaymasterSource,
  planGasPayment,
  projectPaymaster,
} from "./gasPayment.js";
import type { SessionsApi } from "./sessionsApi.js";
import { readUserOperation } from "./userOperationRequest.js";
import { type PaymasterService, readSendCalls, type WalletCall } from "./walletCalls.js";

type ChainRequest = (method: string, params: unknown) => Promise<unknown>;

/** The network the request is for, with its Delegation Framework contracts. */
export interface SmartNetwork {
  chainId: number;
  name: string;
  environment: SmartAccountEnvironment;
}

export interface SmartAccountDeps {
  ownerKey: Hex;
  network: SmartNetwork;
  /** Every network with smart accounts, for wallet_getCapabilities. */
  enabledChainIds: readonly number[];
  /** The server's RPC proxy for this network: chain reads, and ERC-4337 methods to its bundler. */
  chainRequest: ChainRequest;
  approve: Approver;
  /** The strings of the approval screens, in the app's locale; English when absent. */
  messages?: () => FrameMessages;
  sessions: SessionsApi;
  /** Unix milliseconds. */
  now: () => number;
  /** How often a receipt is polled for; the devnet mines at once. */
  pollingIntervalMs?: number;
  /** The dApp's name as it gave it, for a sponsor that does not name itself. */
  appName?: string;
  /** What the calls will do, from the server, for the approval (chain already chosen). */
  preview?: AccountPreviewer;
  /**
   * The passkey this device signs in with: once the account holds it as a signer, it signs
   * (a WebAuthn prompt in the frame after Approve); until then the owner's key signs, and the
   * next user operation also makes the passkey a signer (addKey).
   */
  passkey?: PasskeySignerRef | undefined;
}

export interface OpenedSmartAccount {
  client: PublicClient<Transport, Chain>;
  bundler: BundlerClient;
  owner: PrivateKeyAccount;
  account: DeleGatorAccount;
}

/** The owner's smart account on the network, with viem clients over the server's proxy. */
export async function openSmartAccount(
  deps: Pick<SmartAccountDeps, "ownerKey" | "network" | "chainRequest" | "pollingIntervalMs">,
): Promise<OpenedSmartAccount> {
  const { network } = deps;
  const chain = defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  const transport = custom({ request: ({ method, params }) => deps.chainRequest(method, params) });
  const pollingInterval = deps.pollingIntervalMs ?? 250;
  const client = createPublicClient({ chain, transport, pollingInterval });
  const bundler = createBundlerClient({
    client,
    transport,
    pollingInterval,
    userOperation: {
      estimateFeesPerGas: ({ bundlerClient }) => userOperationFees(bundlerClient, client),
    },
  });
  const owner = privateKeyToAccount(deps.ownerKey);
  const account = await toDeleGatorAccount({ client, owner, environment: network.environment });
  return { client, bundler, owner, account };
}

type Opened = OpenedSmartAccount;

/** Who signs this request, as the approval says it. */
interface Signing {
  account: DeleGatorAccount;
  by: "key" | "passkey";
  /** The owner signs, and the passkey is not a signer yet: addKey rides along. */
  addPasskey?: WalletCall;
}

/** The owner's key signs: setup and revocation operations, which run without a prompt. */
function byOwner(opened: Opened): Signing {
  return { account: opened.account, by: "key" };
}

/**
 * The passkey signs once the account holds it (read from the chain: a key another device added
 * counts too); otherwise the owner's key does, and a user operation also adds the passkey.
 */
async function signing(opened: Opened, deps: SmartAccountDeps): Promise<Signing> {
  const { passkey } = deps;
  const { account, client, owner } = opened;
  if (!passkey) return { account, by: "key" };
  const held = await hasPasskeySigner(client, account.address, passkey.keyId, passkey.publicKey);
  if (!held) {
    const add = addPasskeyCall(account.address, passkey.keyId, passkey.publicKey);
    return { account, by: "key", addPasskey: { ...add, value: 0n } };
  }
  const byPasskey = await toDeleGatorAccount({
    client,
    owner,
    environment: deps.network.environment,
    passkey: {
      keyId: passkey.keyId,
      // The frame is the passkey's relying party: the prompt runs on its own origin.
      account: toWebAuthnAccount({
        credential: { id: passkey.keyId, publicKey: passkey.publicKey },
      }),
    },
  });
  return { account: byPasskey, by: "passkey" };
}

/** A WebAuthn prompt the person cancelled (or that timed out): their refusal, not a failure. */
function promptRefused(error: unknown): boolean {
  const refused = walkErrorChain(
    error,
    (link) =>
      link instanceof Error &&
      (link.name === "NotAllowedError" ||
        link.name === "AbortError" ||
        link.name.startsWith("WebAuthnP256.")),
  );
  return refused !== undefined;
}

function refusal(error: unknown): RpcFailure {
  if (error instanceof RpcFailure) return error;
  // The account can't prefund the operation's gas (EntryPoint AA21): the wallet's usual
  // insufficient-funds answer, which every client library reads as such.
  if (error instanceof BaseError && error.walk((e) => e instanceof InsufficientPrefundError)) {
    return rpcFailure(INSUFFICIENT_FUNDS);
  }
  const reason = revertReason(error);
  if (reason) return new RpcFailure(`Refused by the chain: ${reason}`, -32603);
  if (error instanceof BaseError) return new RpcFailure(error.shortMessage, -32603);
  throw error;
}

async function ask(approve: Approver, summary: Parameters<Approver>[0], signal: AbortSignal) {
  let approved: boolean;
  try {
    approved = await approve(summary, signal);
  } catch (error) {
    if (signal.aborted) throw new RpcAborted();
    throw error;
  }
  if (signal.aborted) throw new RpcAborted();
  if (!approved) throw rpcFailure(USER_REJECTED);
}

function requireSame(expected: Address, named: Address | undefined) {
  if (named && !isAddressEqual(named, expected)) {
    throw new RpcFailure("The request names another account", 4100);
  }
}

async function sendUserOperation(
  opened: Opened,
  calls: readonly WalletCall[],
  signer: Signing,
  gas?: GasPayment,
): Promise<Hex> {
  try {
    return await opened.bundler.sendUserOperation({
      account: signer.account,
      calls: signedCalls(calls, signer),
      ...(gas?.sponsored ? { paymaster: gas.paymaster } : {}),
    });
  } catch (error) {
    if (signer.by === "passkey" && promptRefused(error)) throw rpcFailure(USER_REJECTED);
    throw refusal(error);
  }
}

/** What the user operation runs: the dApp's calls, after the passkey's addKey when it rides along. */
function signedCalls(calls: readonly WalletCall[], signer: Signing): WalletCall[] {
  return signer.addPasskey ? [signer.addPasskey, ...calls] : [...calls];
}

/** Who pays: the project's paymaster (the server) unless the dApp named its own service. */
function paymasterSource(deps: SmartAccountDeps, dapp?: PaymasterService): PaymasterSource {
  if (dapp !== undefined) {
    return dappPaymaster(dapp.url, dapp.context, deps.appName ?? new URL(dapp.url).host);
  }
  return projectPaymaster(deps.chainRequest, deps.appName ?? deps.network.name);
}

async function gasPayment(
  signer: Signing,
  opened: Opened,
  calls: readonly WalletCall[],
  source: PaymasterSource,
): Promise<GasPayment> {
  try {
    return await planGasPayment(opened.bundler, signer.account, signedCalls(calls, signer), source);
  } catch (error) {
    throw refusal(error);
  }
}

/** The approval's fee row: who sponsors the gas, or the most the account pays. */
function withFee(summary: CallSummary, gas: GasPayment, m: FrameMessages = frameEn): CallSummary {
  const value = gas.sponsored
    ? m.gasSponsoredBy(gas.sponsor)
    : m.feeUpTo(formatEther(gas.maxFeeWei));
  return { ...summary, rows: [...summary.rows, { label: m.networkFees, value }] };
}

async function tokenInfo(opened: Opened, token: Address): Promise<TokenInfo | undefined> {
  try {
    const [symbol, decimals] = await Promise.all([
      opened.client.readContract({ address: token, abi: erc20Abi, functionName: "symbol" }),
      opened.client.readContract({ address: token, abi: erc20Abi, functionName: "decimals" }),
    ]);
    return { symbol, decimals };
  } catch {
    // Not an ERC-20 the chain can describe: the approval shows base units instead.
    return undefined;
  }
}

/**
 * Behaviour §6 for the smart account: reads go to the chain (the account list and EIP-5792 answers are
 * the frame's own), and every call that signs or sends is shown and approved first; the frame
 * builds, signs and sends the user operation only after Approve. The one thing the frame signs
 * without a new approval is nothing at all: a session key uses its permission on its own, and
 * the chain holds it to the scope.
 */
export async function handleSmartAccountRpc(
  request: RpcRequest,
  deps: SmartAccountDeps,
  signal: AbortSignal,
): Promise<unknown> {
  const opened = await openSmartAccount(deps);
  const { account } = opened;
  const address = account.address;
  switch (request.method) {
    case "eth_accounts":
      return [address];
    case "wallet_getCapabilities":
      return capabilities(deps.enabledChainIds, request.params);
    case "wallet_getCallsStatus":
      return callsStatus(request.params, deps.network.chainId, deps.chainRequest);
    case "personal_sign":
    case "eth_signTypedData_v4":
      return sign(request, deps, opened, signal);
    case "eth_sendTransaction": {
      const call = readUnsafeCall(request.method, request.params);
      if (call.method !== "eth_sendTransaction") throw new RpcFailure("Invalid params", -32602);
      requireSame(address, call.tx.from);
      if (!call.tx.to)
        throw new RpcFailure("A smart account cannot deploy a contract this way", -32602);
      const calls = [
        {
          to: call.tx.to,
          value: call.tx.value ? BigInt(call.tx.value) : 0n,
          data: call.tx.data ?? "0x",
        },
      ] as const;
      const signer = await signing(opened, deps);
      const gas = await gasPayment(signer, opened, calls, paymasterSource(deps));
      const m = deps.messages?.();
      await ask(
        deps.approve,
        {
          ...withFee(
            describeSendCalls(calls, address, await account.isDeployed(), m, signer),
            gas,
            m,
          ),
          ...previewOf(deps.preview, address, calls),
        },
        signal,
      );
      const hash = await sendUserOperation(opened, calls, signer, gas);
      const receipt = await opened.bundler.waitForUserOperationReceipt({ hash });
      if (!receipt.success) {
        throw new RpcFailure(
          `The transaction reverted (${receipt.receipt.transactionHash})`,
          -32603,
        );
      }
      return receipt.receipt.transactionHash;
    }
    case "wallet_sendCalls": {
      const batch = readSendCalls(request.params);
      requireSame(address, batch.from);
      if (batch.chainId !== undefined && batch.chainId !== deps.network.chainId) {
        throw new RpcFailure("Unsupported chain id", 5710);
      }
      const signer = await signing(opened, deps);
      const gas = await gasPayment(
        signer,
        opened,
        batch.calls,
        paymasterSource(deps, batch.paymasterService),
      );
      const m = deps.messages?.();
      await ask(
        deps.approve,
        {
          ...withFee(
            describeSendCalls(batch.calls, address, await account.isDeployed(), m, signer),
            gas,
            m,
          ),
          ...previewOf(deps.preview, address, batch.calls),
        },
        signal,
      );
      return { id: await sendUserOperation(opened, batch.calls, signer, gas) };
    }
    case "wallet_grantPermissions":
      return grant(request.params, deps, opened, signal);
    case "wallet_revokePermissions":
      return revoke(request.params, deps, opened, signal);
    case "eth_sendUserOperation":
      return sendDappUserOperation(request.params, deps, opened, signal);
    default:
      return deps.chainRequest(request.method, request.params);
  }
}

/**
 * A user operation the dApp built for this account (behaviour §6: approved first): its calls are
 * read back from `callData` and shown; after Approve the wallet fills what the dApp left out
 * (nonce, gas, fees), signs as the account and hands it to the network's bundler. Answers the
 * user operation's hash, as a bundler does.
 */
async function sendDappUserOperation(
  params: unknown,
  deps: SmartAccountDeps,
  opened: Opened,
  signal: AbortSignal,
): Promise<Hex> {
  const op = readUserOperation(params);
  const { account } = opened;
  if (!isAddressEqual(op.sender, account.address)) {
    throw new RpcFailure("The request names another account", 4100);
  }
  if (!isAddressEqual(op.entryPoint, account.entryPoint.address)) {
    throw new RpcFailure(`Unsupported entry point ${op.entryPoint}`, -32602);
  }
  let calls: readonly WalletCall[];
  try {
    calls = decodeAccountCalls(op.callData, account.address);
  } catch {
    throw new RpcFailure("The user operation's calls can't be read", -32602);
  }
  await ask(
    deps.approve,
    {
      ...describeSendCalls(calls, account.address, await account.isDeployed(), deps.messages?.()),
      ...previewOf(deps.preview, account.address, calls),
    },
    signal,
  );
  try {
    return await opened.bundler.sendUserOperation({
      account,
      callData: op.callData,
      ...op.given,
    });
  } catch (error) {
    throw refusal(error);
  }
}

async function sign(
  request: RpcRequest,
  deps: SmartAccountDeps,
  opened: Opened,
  signal: AbortSignal,
) {
  const call = readUnsafeCall(request.method, request.params);
  const m = deps.messages?.() ?? frameEn;
  const deployed = await opened.account.isDeployed();
  // A signature adds no passkey (nothing is sent); one the account holds signs it, for ERC-1271.
  const signer = await signing(opened, deps);
  const { account, by } = signer;
  const signed = async (run: () => Promise<Hex>) => {
    try {
      return await run();
    } catch (error) {
      if (by === "passkey" && promptRefused(error)) throw rpcFailure(USER_REJECTED);
      throw error;
    }
  };
  if (call.method === "personal_sign") {
    requireSame(account.address, call.address);
    await ask(
      deps.approve,
      describeSign("message", messageRows(call.message, m), account.address, deployed, m, by),
      signal,
    );
    return signed(() =>
      account.signMessage({ message: isHex(call.message) ? { raw: call.message } : call.message }),
    );
  }
  if (call.method !== "eth_signTypedData_v4") throw new RpcFailure("Invalid params", -32602);
  requireSame(account.address, call.address);
  const { domain, primaryType, message } = call.typedData;
  const { rows, warnings } = typedDataRows(call.typedData, deps.network.chainId, m);
  await ask(
    deps.approve,
    describeSign("typedData", rows, account.address, deployed, m, by, warnings),
    signal,
  );
  const { EIP712Domain: _domain, ...types } = call.typedData.types;
  return signed(() => account.signTypedData({ domain, types, primaryType, message }));
}

async function grant(params: unknown, deps: SmartAccountDeps, opened: Opened, signal: AbortSignal) {
  const { account, owner } = opened;
  const { network } = deps;
  let plan: GrantPlan;
  try {
    plan = readGrantRequest(params, Math.floor(deps.now() / 1000));
  } catch (error) {
    if (error instanceof PermissionRequestError) throw new RpcFailure(error.message, error.code);
    throw error;
  }
  requireSame(account.address, plan.account);
  if (plan.chainId !== undefined && plan.chainId !== network.chainId) {
    throw new RpcFailure("Unsupported chain id", 5710);
  }
  const deployed = await account.isDeployed();
  const token =
    plan.scope.type === "erc20-token-transfer"
      ? await tokenInfo(opened, plan.scope.token)
      : undefined;
  await ask(
    deps.approve,
    describeGrant(plan, account.address, deployed, token, deps.messages?.()),
    signal,
  );

  // The DelegationManager checks the grant through the account's ERC-1271, so the account must
  // exist before the permission is first used; the fee budget is deposited in the same operation.
  const calls: WalletCall[] = [];
  if (plan.gasBudget > 0n) {
    calls.push({
      to: network.environment.EntryPoint,
      value: plan.gasBudget,
      data: encodeFunctionData({
        abi: entryPoint07Abi,
        functionName: "depositTo",
        args: [plan.session],
      }),
    });
  }
  if (!deployed && calls.length === 0) calls.push({ to: account.address, value: 0n, data: "0x" });
  if (calls.length > 0) {
    const keySigner = byOwner(opened);
    const gas = await gasPayment(keySigner, opened, calls, paymasterSource(deps));
    const hash = await sendUserOperation(opened, calls, keySigner, gas);
    const receipt = await opened.bundler.waitForUserOperationReceipt({ hash });
    if (!receipt.success)
      throw new RpcFailure("The permission's setup transaction reverted", -32603);
  }

  const unsigned = delegationFor(network.environment, plan, account.address);
  const signature = await signDelegation(owner, unsigned, {
    chainId: network.chainId,
    delegationManager: network.environment.DelegationManager,
  });
  const delegation = { ...unsigned, signature };
  const permissionsContext = encodePermissionsContext([delegation]);
  const pci = permissionId(delegation);
  await deps.sessions.create(account.address, {
    chainId: `eip155:${network.chainId}`,
    pci,
    permissionsContext,
    signer: plan.session,
    expiry: plan.expiry,
    permissions: plan.requested,
  });
  return {
    chainId: numberToHex(network.chainId),
    address: account.address,
    expiry: plan.expiry,
    signer: { type: "account", data: { id: plan.session } },
    permissions: plan.requested,
    grantedPermissions: plan.requested,
    permissionsContext,
    context: permissionsContext,
    signerData: { submitToAddress: network.environment.DelegationManager },
  };
}

function contextOf(params: unknown): string {
  const first = Array.isArray(params) ? params[0] : params;
  if (typeof first === "string") return first;
  if (typeof first === "object" && first !== null) {
    const record = first as Record<string, unknown>;
    const value = record.permissionsContext ?? record.permissionContext ?? record.context;
    if (typeof value === "string") return value;
  }
  throw new RpcFailure(
    "Invalid params for wallet_revokePermissions: send { permissionsContext }",
    -32602,
  );
}

async function revoke(
  params: unknown,
  deps: SmartAccountDeps,
  opened: Opened,
  signal: AbortSignal,
) {
  const { account } = opened;
  let delegation: ReturnType<typeof decodePermissionsContext>[number] | undefined;
  try {
    [delegation] = decodePermissionsContext(contextOf(params));
  } catch (error) {
    if (error instanceof PermissionsContextError) throw new RpcFailure(error.message, -32602);
    throw error;
  }
  if (!delegation || !isAddressEqual(delegation.delegator, account.address)) {
    throw new RpcFailure("This permission was not granted by this account", 4100);
  }
  const pci = permissionId(delegation);
  await ask(
    deps.approve,
    describeRevoke(pci, delegation.delegate, account.address, deps.messages?.()),
    signal,
  );
  const disable = [{ ...disableCall(deps.network.environment, delegation), value: 0n }];
  const keySigner = byOwner(opened);
  const hash = await sendUserOperation(
    opened,
    disable,
    keySigner,
    await gasPayment(keySigner, opened, disable, paymasterSource(deps)),
  );
  const receipt = await opened.bundler.waitForUserOperationReceipt({ hash });
  if (!receipt.success) throw new RpcFailure("The revocation transaction reverted", -32603);
  const signature = await account.signMessage({ message: revocationMessage(account.address, pci) });
  await deps.sessions.revoke(account.address, pci, signature);
  return null;
}
