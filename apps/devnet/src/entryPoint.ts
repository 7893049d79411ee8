import type { Address, Hex } from "viem";

/** ERC-4337 EntryPoint v0.7, at the same address on every chain that has it. */
export const ENTRY_POINT_V07_ADDRESS: Address = "0x0000000071727De22E5E9d8BAf0edAc6f37da032";

/** Salt of the original v0.7 deployment; with the exact init code it yields the address above. */
export const ENTRY_POINT_V07_SALT: Hex =
  "0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3";

/** Arachnid's deterministic deployment proxy, which anvil predeploys. */
export const CREATE2_DEPLOYER: Address = "0x4e59b44847b379578588920cA78FbF26c0B4956C";
