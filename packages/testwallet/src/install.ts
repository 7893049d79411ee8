import { registerWallet } from "@wallet-standard/wallet";
import { type BitcoinInstallTarget, installBitcoinProvider } from "./bitcoin/installBitcoin.js";
import { announceTestWallet } from "./eip6963.js";
import type { TestWalletInjectConfig } from "./injectConfig.js";
import { mountTestWalletPanel } from "./panel/panel.js";
import type { TestWallet } from "./types.js";
import { createTestWallet } from "./wallet.js";

/** The window the wallet installs into; `foyerTestWallet` is the handle tests use. */
export interface InstallTarget extends EventTarget, BitcoinInstallTarget {
  top?: unknown;
  ethereum?: unknown;
  document?: Document;
  foyerTestWallet?: TestWallet;
}

/**
 * Creates the wallet from a config, announces it (EIP-6963, optionally
 * window.ethereum), exposes it as `window.foyerTestWallet` so a test can
 * `setMode` or `approve`, and mounts the panel when asked. Returns the
 * existing wallet if this window already has one (script injected twice).
 */
export function installTestWallet(
  target: InstallTarget,
  config: TestWalletInjectConfig,
): TestWallet | undefined {
  if (target.foyerTestWallet !== undefined) return target.foyerTestWallet;
  // Playwright init scripts run in every frame; one wallet (and panel) per page is what a person sees.
  const isTopFrame = target.top === undefined || target.top === null || target.top === target;
  if (!isTopFrame && config.allFrames !== true) return undefined;
  const wallet = createTestWallet({
    privateKey: config.privateKey,
    chains: config.chains,
    ...(config.activeChainId === undefined ? {} : { activeChainId: config.activeChainId }),
    mode: config.mode ?? "approve",
    ...(config.storageKey === undefined ? {} : { storageKey: config.storageKey }),
    ...(config.solana === undefined ? {} : { solana: config.solana }),
    ...(config.bitcoin === undefined ? {} : { bitcoin: config.bitcoin }),
  });
  target.foyerTestWallet = wallet;
  announceTestWallet(target, wallet, { legacyInjected: config.legacyInjected === true });
  // The Solana side registers on the Wallet Standard (on the page's global window, as wallets do).
  if (wallet.solana) registerWallet(wallet.solana);
  // The Bitcoin side is found by sats-connect through window.btc_providers.
  if (wallet.bitcoin) installBitcoinProvider(target, wallet.bitcoin);
  if (config.panel === true && target.document !== undefined)
    mountTestWalletPanel(target.document, wallet);
  return wallet;
}
