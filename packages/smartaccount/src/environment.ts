import type { Address } from "viem";

/**
 * Where the Delegation Framework lives on one network: the EntryPoint, the account factory and
 * implementations, the DelegationManager and the caveat enforcers, by contract name. The same
 * shape as the MetaMask toolkit's `SmartAccountsEnvironment` and `@foyer/devnet`'s manifest entry.
 */
export interface SmartAccountEnvironment {
  EntryPoint: Address;
  SimpleFactory: Address;
  DelegationManager: Address;
  implementations: Record<string, Address>;
  caveatEnforcers: Record<string, Address>;
}

export class SmartAccountEnvironmentError extends Error {
  override name = "SmartAccountEnvironmentError";
}

/** The address of one contract of the environment, or a clear error naming what is missing. */
export function enforcerAddress(environment: SmartAccountEnvironment, name: string): Address {
  const address = environment.caveatEnforcers[name];
  if (!address) throw new SmartAccountEnvironmentError(`No ${name} on this network`);
  return address;
}
