import type { CaipNetwork, WalletStandardAccount, WalletStandardWallet } from "@foyer/core";
import { getBase58Encoder } from "@solana/kit";
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from "@solana/wallet-standard-features";
import type { SolanaFeature } from "../walletStandard/features.js";
import type { EmbeddedSolana } from "./embeddedSolana.js";

// A plain key icon: the embedded wallet has no extension icon of its own.
const ICON =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PGNpcmNsZSBjeD0iMTIiIGN5PSIxMiIgcj0iMTAiLz48L3N2Zz4=" as const;

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet, so a dApp's
 * `@solana/kit` or `@solana/web3.js` code signs through it as through any browser wallet:
 * sign, sign-and-send and sign-message each go to the frame, which asks the user. It is
 * handed out by `getFoyerProvider`, never registered on the page.
 */
export function embeddedStandardWallet(
  embedded: EmbeddedSolana,
  address: string,
  network: CaipNetwork,
  chain: `solana:${string}`,
): { wallet: WalletStandardWallet; account: WalletStandardAccount } {
  const chains = [chain] as const;
  const account: WalletStandardAccount = {
    address,
    publicKey: new Uint8Array(getBase58Encoder().encode(address)),
    chains,
    features: [SolanaSignTransaction, SolanaSignAndSendTransaction, SolanaSignMessage],
    label: "Email",
  };
  const signTransaction: SolanaFeature["signTransaction"] = {
    version: "1.0.0",
    supportedTransactionVersions: ["legacy", 0],
    signTransaction: async (...inputs) => {
      const signed = await embedded.signTransactions(
        inputs.map((input) => input.transaction),
        network,
      );
      return signed.map((signedTransaction) => ({ signedTransaction }));
    },
  };
  const signAndSend: SolanaFeature["signAndSendTransaction"] = {
    version: "1.0.0",
    supportedTransactionVersions: ["legacy", 0],
    signAndSendTransaction: async (...inputs) => {
      const outputs = [];
      for (const input of inputs) {
        const { commitment: _commitment, ...options } = input.options ?? {};
        const signature = await embedded.signAndSend(input.transaction, network, options);
        outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) });
      }
      return outputs;
    },
  };
  const signMessage: SolanaFeature["signMessage"] = {
    version: "1.0.0",
    signMessage: async (...inputs) => {
      const outputs = [];
      for (const input of inputs) {
        const signature = await embedded.signMessageBytes(address, input.message);
        outputs.push({ signedMessage: input.message, signature });
      }
      return outputs;
    },
  };
  const wallet: WalletStandardWallet = {
    version: "1.0.0",
    name: "Email",
    icon: ICON,
    chains,
    features: {
      [SolanaSignTransaction]: signTransaction,
      [SolanaSignAndSendTransaction]: signAndSend,
      [SolanaSignMessage]: signMessage,
    },
    accounts: [account],
  };
  return { wallet, account };
}
