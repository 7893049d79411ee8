import { formatTokenAmount, truncateAddress } from "@foyer/core/internal";

/** The account as the connect button shows it (behaviour §9: address 4…6, balance 3 decimals). */
export interface DisplayAccount {
  address: string;
  /** e.g. `0x1234…abcdef`. */
  displayAddress: string;
  /** The profile name when known, else the truncated address. */
  displayName: string;
  /** The profile image (avatar) when the account's name has one. */
  displayImage: string | undefined;
  /** e.g. `1.5 ETH`; undefined until the balance is known. */
  displayBalance: string | undefined;
}

export function displayAccount(input: {
  address: string;
  profileName?: string | undefined;
  profileImage?: string | undefined;
  balance?: string | undefined;
  balanceSymbol?: string | undefined;
  /** Writes the balance as this language writes numbers. */
  locale?: string | undefined;
}): DisplayAccount {
  const displayAddress = truncateAddress(input.address);
  return {
    address: input.address,
    displayAddress,
    displayName: input.profileName || displayAddress,
    displayImage: input.profileImage || undefined,
    displayBalance: displayBalance(input.balance, input.balanceSymbol, input.locale),
  };
}

/** `1.5` + `ETH` → `1.500 ETH`; a balance that can't be read shows nothing rather than throwing. */
export function displayBalance(
  balance: string | undefined,
  symbol: string | undefined,
  locale?: string,
): string | undefined {
  if (balance === undefined) return undefined;
  try {
    const amount = formatTokenAmount(balance, locale);
    return symbol ? `${amount} ${symbol}` : amount;
  } catch {
    return undefined;
  }
}
