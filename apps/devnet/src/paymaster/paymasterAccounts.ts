import type { HDAccount } from "viem/accounts";
import { devAccount } from "../accounts.js";

/**
 * The key the devnet's VerifyingPaymaster trusts: index 13 of the dev mnemonic, past the dev
 * accounts, the liquidity provider (10) and the bundler's keys (11, 12). It holds no ETH; it only
 * signs. The provider server holds it as `FOYER_PAYMASTER_SIGNER_KEY` in development.
 */
export const paymasterSigner: HDAccount = devAccount(13);
