/// <reference path="./solc.d.ts" />
import { type Devnet, startDevnet } from "@foyer/devnet";
import solc from "solc";
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  pad,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll } from "vitest";
import { anvilSkipReason } from "./anvil.js";

/**
 * A minimal ERC-1271 smart account: valid when the EIP-191 hash it is asked
 * about was signed by its owner. The devnet's SimpleAccount (EntryPoint
 * v0.7) has no `isValidSignature`, hence this test-only contract, and a
 * CREATE2 factory so ERC-6492 can describe an account before it exists.
 */
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

contract OwnedAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

contract OwnedAccountFactory {
    function createAccount(address owner, bytes32 salt) external returns (address) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return predicted;
        return address(new OwnedAccount{salt: salt}(owner));
    }

    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(OwnedAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
`;

interface CompiledContract {
  abi: Abi;
  evm: { bytecode: { object: string } };
}

function compileFactory(): { abi: Abi; bytecode: Hex } {
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: "Solidity",
        sources: { "OwnedAccount.sol": { content: SOURCE } },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion: "paris",
          outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, CompiledContract>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join("\n"));
  const factory = output.contracts["OwnedAccount.sol"]?.OwnedAccountFactory;
  if (factory === undefined) throw new Error("OwnedAccountFactory missing from solc output");
  return { abi: factory.abi, bytecode: `0x${factory.evm.bytecode.object}` };
}

export interface Erc1271Accounts {
  factory: Address;
  /** Where `createAccount(owner, salt)` puts (or put) the account. */
  addressOf(owner: Address, salt: number): Promise<Address>;
  /** The factory call ERC-6492 wraps around a counterfactual account's signature. */
  createCalldata(owner: Address, salt: number): Hex;
  /** Deploys the account on the devnet and waits for it. */
  deploy(owner: Address, salt: number): Promise<Address>;
}

/** The calling file's devnet and the ERC-1271 accounts deployed on it. */
export interface Erc1271Devnet {
  readonly devnet: Devnet;
  readonly accounts: Erc1271Accounts;
}

/**
 * Starts a devnet for the calling file, deploys the factory from dev account `deployerIndex`,
 * and stops the devnet after the file's tests.
 */
export function useErc1271Devnet(deployerIndex: number): Erc1271Devnet {
  const state: { devnet?: Devnet; accounts?: Erc1271Accounts } = {};
  beforeAll(async () => {
    if (anvilSkipReason !== undefined) return;
    state.devnet = await startDevnet();
    state.accounts = await deployErc1271Factory(state.devnet, deployerIndex);
  }, 120_000);
  afterAll(() => state.devnet?.stop());
  return {
    get devnet() {
      if (state.devnet === undefined) throw new Error(`no devnet: ${anvilSkipReason}`);
      return state.devnet;
    },
    get accounts() {
      if (state.accounts === undefined) throw new Error(`no devnet: ${anvilSkipReason}`);
      return state.accounts;
    },
  };
}

/** Compiles and deploys the factory from a devnet dev account. */
export async function deployErc1271Factory(
  devnet: Devnet,
  deployerIndex: number,
): Promise<Erc1271Accounts> {
  const { abi, bytecode } = compileFactory();
  const key = devnet.manifest.accounts[deployerIndex]?.privateKey;
  if (key === undefined) throw new Error(`no dev account ${deployerIndex}`);
  const transport = http(devnet.rpcUrl);
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 50 });
  const wallet = createWalletClient({
    account: privateKeyToAccount(key),
    chain: foundry,
    transport,
  });
  const deployHash = await wallet.deployContract({ abi, bytecode });
  const receipt = await publicClient.waitForTransactionReceipt({
    hash: deployHash,
    pollingInterval: 50,
  });
  const factory = receipt.contractAddress;
  if (!factory) throw new Error("factory deployment has no address");
  const salt = (value: number) => pad(`0x${value.toString(16)}`, { size: 32 });
  const addressOf = async (owner: Address, value: number) =>
    (await publicClient.readContract({
      address: factory,
      abi,
      functionName: "getAddress",
      args: [owner, salt(value)],
    })) as Address;
  return {
    factory,
    addressOf,
    createCalldata: (owner, value) =>
      encodeFunctionData({ abi, functionName: "createAccount", args: [owner, salt(value)] }),
    async deploy(owner, value) {
      const hash = await wallet.writeContract({
        address: factory,
        abi,
        functionName: "createAccount",
        args: [owner, salt(value)],
      });
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      return addressOf(owner, value);
    },
  };
}
