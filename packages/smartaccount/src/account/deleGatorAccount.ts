import { Implementation } from "@metamask/smart-accounts-kit";
import {
  encodeCallsForCaller,
  getCounterfactualAccountData,
  SIGNABLE_USER_OP_TYPED_DATA,
} from "@metamask/smart-accounts-kit/utils";
import type {
  Address,
  Chain,
  Hex,
  LocalAccount,
  PublicClient,
  Transport,
  TypedDataDefinition,
} from "viem";
import {
  entryPoint07Abi,
  type SmartAccount,
  type SmartAccountImplementation,
  toPackedUserOperation,
  toSmartAccount,
} from "viem/account-abstraction";
import type { SmartAccountEnvironment } from "../environment.js";
import {
  encodePasskeySignature,
  type PasskeySigner,
  passkeyStubSignature,
} from "./passkeySigner.js";

/** A well-formed ECDSA signature of the right length, for gas estimation before the real one. */
const STUB_SIGNATURE: Hex =
  "0x000000000000000000000000000000000000000000000000000000000000000100000000000000000000000000000000000000000000000000000000000000011b";

export type DeleGatorAccount = SmartAccount<
  SmartAccountImplementation<typeof entryPoint07Abi, "0.7">
>;

export interface DeleGatorAccountOptions {
  /** Reads the chain (nonce, deployment); its `chain` names the network signatures are for. */
  client: PublicClient<Transport, Chain>;
  /** The single ECDSA owner of the HybridDeleGator. */
  owner: LocalAccount;
  /**
   * A passkey the account holds as a signer (`addKey`): it then signs user operations, messages
   * and typed data instead of the owner (each a WebAuthn prompt). The owner still names the
   * account (its counterfactual address).
   */
  passkey?: PasskeySigner;
  environment: SmartAccountEnvironment;
  /** Deployment salt; one owner can hold several accounts. */
  salt?: Hex;
}

/**
 * The owner's HybridDeleGator as a viem `SmartAccount`, so viem's `account-abstraction` builds,
 * estimates and sends its user operations. The account parts are the toolkit's own helpers
 * (counterfactual address, ERC-7579 execute encoding, the EIP-712 user-operation type); its
 * `toMetaMaskSmartAccount` is not used because it reports each call to MetaMask's analytics
 * endpoint, and nothing of ours may talk to a host the operator did not configure.
 * Messages and typed data are signed by the owner for the account's ERC-1271 check; viem wraps
 * them in ERC-6492 while the account is not deployed yet.
 */
export async function toDeleGatorAccount(
  options: DeleGatorAccountOptions,
): Promise<DeleGatorAccount> {
  const { client, owner, environment, passkey } = options;
  const { address, factoryData } = await getCounterfactualAccountData({
    factory: environment.SimpleFactory,
    implementations: environment.implementations as Parameters<
      typeof getCounterfactualAccountData
    >[0]["implementations"],
    implementation: Implementation.Hybrid,
    deployParams: [owner.address, [], [], []],
    deploySalt: options.salt ?? "0x",
  });
  const chainId = client.chain.id;
  // Who signs: the owner's key, or the passkey (its WebAuthn signature in the account's format).
  const sign: Pick<LocalAccount, "signMessage" | "signTypedData"> = passkey
    ? {
        signMessage: async (args) =>
          encodePasskeySignature(passkey.keyId, await passkey.account.signMessage(args)),
        signTypedData: async (typedData) =>
          encodePasskeySignature(
            passkey.keyId,
            await passkey.account.signTypedData(typedData as TypedDataDefinition),
          ),
      }
    : owner;
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: environment.EntryPoint, version: "0.7" },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: environment.SimpleFactory, factoryData }),
    encodeCalls: (calls) => encodeCallsForCaller(address, calls),
    getStubSignature: async () => (passkey ? passkeyStubSignature(passkey.keyId) : STUB_SIGNATURE),
    signMessage: ({ message }) => sign.signMessage({ message }),
    signTypedData: (typedData) => sign.signTypedData(typedData),
    async signUserOperation(userOperation) {
      const packed = toPackedUserOperation({ ...userOperation, sender: address, signature: "0x" });
      return sign.signTypedData({
        domain: {
          chainId: userOperation.chainId ?? chainId,
          name: "HybridDeleGator",
          version: "1",
          verifyingContract: address,
        },
        types: SIGNABLE_USER_OP_TYPED_DATA,
        primaryType: "PackedUserOperation",
        message: { ...packed, entryPoint: environment.EntryPoint },
      });
    },
  });
}

/** The account an owner gets on a network, without a client: for listing addresses. */
export async function deleGatorAddress(
  environment: SmartAccountEnvironment,
  owner: Address,
  salt: Hex = "0x",
): Promise<Address> {
  const { address } = await getCounterfactualAccountData({
    factory: environment.SimpleFactory,
    implementations: environment.implementations as Parameters<
      typeof getCounterfactualAccountData
    >[0]["implementations"],
    implementation: Implementation.Hybrid,
    deployParams: [owner, [], [], []],
    deploySalt: salt,
  });
  return address;
}
