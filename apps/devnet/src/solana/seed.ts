import { type Address, lamports, none, some } from "@solana/kit";
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import { LiteSVM } from "litesvm";
import {
  LAMPORTS_PER_SOL,
  SOLANA_DEV_ACCOUNT_SOL,
  SOLANA_DEV_ACCOUNT_USDC,
  SOLANA_USDC,
} from "./constants.js";
import type { SolanaKeys } from "./keys.js";

const SYSTEM_PROGRAM = "11111111111111111111111111111111" as Address;
/** Enough for every airdrop a long-lived local world will ask for. */
const FAUCET_SOL = 1_000_000_000n;

/** A litesvm configured as this chain runs it: signatures checked, blockhashes checked by us. */
export function configureSvm(svm: LiteSVM): LiteSVM {
  // The chain keeps its own window of recent blockhashes (chain.ts): litesvm accepts only its
  // latest one, which would refuse every transaction signed a slot before it lands.
  return svm.withSigverify(true).withBlockhashCheck(false).withTransactionHistory(100_000n);
}

function setSystemAccount(svm: LiteSVM, address: Address, sol: bigint): void {
  svm.setAccount({
    address,
    lamports: lamports(sol * LAMPORTS_PER_SOL),
    programAddress: SYSTEM_PROGRAM,
    executable: false,
    data: new Uint8Array(0),
    space: 0n,
  });
}

/**
 * A fresh chain: the dev keys with SOL, the faucet, the USDC mint (6 decimals, mint authority
 * its own key) and each dev key's associated token account holding USDC. Accounts are written
 * directly (genesis accounts, as a validator's genesis config would) rather than by transactions.
 */
export async function seedSvm(keys: SolanaKeys): Promise<LiteSVM> {
  const svm = configureSvm(new LiteSVM());
  for (const account of keys.accounts)
    setSystemAccount(svm, account.address, SOLANA_DEV_ACCOUNT_SOL);
  setSystemAccount(svm, keys.faucet.address, FAUCET_SOL);
  setSystemAccount(svm, keys.usdcMintAuthority.address, 10n);

  const unit = 10n ** BigInt(SOLANA_USDC.decimals);
  const perAccount = SOLANA_DEV_ACCOUNT_USDC * unit;
  const mint = keys.usdcMint.address;
  svm.setAccount({
    address: mint,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(getMintSize()))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: some(keys.usdcMintAuthority.address),
        supply: perAccount * BigInt(keys.accounts.length),
        decimals: SOLANA_USDC.decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
    ),
    space: BigInt(getMintSize()),
  });
  for (const account of keys.accounts) {
    const [ata] = await findAssociatedTokenPda({
      owner: account.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    svm.setAccount({
      address: ata,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(getTokenSize()))),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      executable: false,
      data: new Uint8Array(
        getTokenEncoder().encode({
          mint,
          owner: account.address,
          amount: perAccount,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0n,
          closeAuthority: none(),
        }),
      ),
      space: BigInt(getTokenSize()),
    });
  }
  return svm;
}
