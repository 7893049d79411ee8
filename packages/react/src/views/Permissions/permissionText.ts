import {
  type CaipNetwork,
  formatUnits,
  type PermissionSummary,
  truncateAddress,
} from "@foyer/core/internal";
import type { WalletMessages } from "../../i18n/walletEn.js";

/** A token the account holds: its CAIP-10 id and decimals, to show an allowance in units. */
export interface KnownToken {
  address?: string;
  symbol: string;
  quantity: { decimals: string };
}

/** What a permission allows, in the person's words. */
export function permissionText(
  summary: PermissionSummary,
  network: CaipNetwork | undefined,
  tokens: readonly KnownToken[],
  wallet: WalletMessages,
): string {
  switch (summary.kind) {
    case "token-transfer": {
      const held = tokens.find(
        (token) =>
          token.address?.toLowerCase().endsWith(`:${summary.token.toLowerCase()}`) ?? false,
      );
      const symbol = held?.symbol ?? summary.ticker ?? truncateAddress(summary.token);
      const decimals = held === undefined ? Number.NaN : Number(held.quantity.decimals);
      const amount =
        summary.allowance !== undefined &&
        Number.isInteger(decimals) &&
        decimals >= 0 &&
        decimals <= 255
          ? formatUnits(summary.allowance, decimals)
          : undefined;
      return wallet.permissionTransfer(amount, symbol);
    }
    case "native-transfer": {
      const currency = network?.nativeCurrency;
      const amount =
        summary.allowance !== undefined && currency
          ? formatUnits(summary.allowance, currency.decimals)
          : undefined;
      return wallet.permissionTransfer(amount, currency?.symbol ?? "ETH");
    }
    case "contract-call":
      return wallet.permissionCalls(summary.targets.map((target) => truncateAddress(target)));
    case "other":
      return wallet.permissionOther(summary.type);
  }
}
