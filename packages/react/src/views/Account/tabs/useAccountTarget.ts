import { useActiveAccount } from "../../../hooks/useActiveAccount.js";
import { useFoyerNetwork } from "../../../hooks/useFoyerNetwork.js";

/** The account and network the account data views show; either may be missing. */
export interface AccountTarget {
  address: string | undefined;
  caipNetworkId: string | undefined;
  namespace: string;
}

/** The active account's address and network, as primitives so effects can key on them. */
export function useAccountTarget(): AccountTarget {
  const { namespace, account } = useActiveAccount();
  const { network } = useFoyerNetwork();
  return { address: account.address, caipNetworkId: network?.caipNetworkId, namespace };
}
