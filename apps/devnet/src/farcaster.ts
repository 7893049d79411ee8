import { type Address, type Hex, keccak256, stringToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { idRegistryAbi } from "./abis.js";
import type { BuildClients } from "./clients.js";

/** A Farcaster account on the devnet: its fid, its fname, and the key of its custody address. */
export interface DevnetFarcasterAccount {
  fid: number;
  username: string;
  displayName: string;
  custody: Address;
  /** Derived from a public label: never use it on a real network. */
  custodyPrivateKey: Hex;
}

/** The test people, registered in this order so they get fids 1, 2 and 3. */
const PEOPLE = [
  { username: "lovelace", displayName: "Ada Lovelace" },
  { username: "turing", displayName: "Alan Turing" },
  { username: "hopper", displayName: "Grace Hopper" },
] as const;

/** Custody keys are hashes of a fixed label, so every build has the same custody addresses. */
export function devnetFarcasterAccounts(): DevnetFarcasterAccount[] {
  return PEOPLE.map((person, index) => {
    const custodyPrivateKey = keccak256(stringToHex(`foyer devnet farcaster custody ${index + 1}`));
    return {
      fid: index + 1,
      ...person,
      custody: privateKeyToAccount(custodyPrivateKey).address,
      custodyPrivateKey,
    };
  });
}

/** Registers the test people's custody addresses; checks each got the fid the list says. */
export async function registerFarcasterAccounts(
  clients: BuildClients,
  registry: Address,
  owner: ReturnType<BuildClients["walletFor"]>,
): Promise<DevnetFarcasterAccount[]> {
  const accounts = devnetFarcasterAccounts();
  for (const account of accounts) {
    await clients.confirm(
      await owner.writeContract({
        address: registry,
        abi: idRegistryAbi,
        functionName: "register",
        args: [account.custody, account.custody],
      }),
    );
    const fid = await clients.publicClient.readContract({
      address: registry,
      abi: idRegistryAbi,
      functionName: "idOf",
      args: [account.custody],
    });
    if (fid !== BigInt(account.fid)) {
      throw new Error(`${account.username} got fid ${fid}, expected ${account.fid}`);
    }
  }
  return accounts;
}
