import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BitcoinAccountKey, deriveBitcoinAccounts } from "../bitcoin/bitcoinKeys.js";
import type { TestWalletInjectConfig } from "../injectConfig.js";

export type { TestWalletInjectConfig } from "../injectConfig.js";
export {
  type ExtensionContext,
  type ExtensionPage,
  type ExtensionWalletConfig,
  installExtensionTestWallet,
} from "./extensionWallet.js";

/** The Bitcoin test wallet's regtest accounts as a test sees them (no private keys). */
export function bitcoinTestWalletAccounts(mnemonic?: string) {
  const { payment, ordinals } = deriveBitcoinAccounts(mnemonic);
  const shown = ({ address, publicKey, path, addressType, purpose }: BitcoinAccountKey) => ({
    address,
    publicKey,
    path,
    addressType,
    purpose,
  });
  return { payment: shown(payment), ordinals: shown(ordinals) };
}

// Two levels up from src/node/ (or dist/node/ once compiled) is the package.
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Where the injectable bundle is built to. */
export const testWalletBundlePath = join(packageRoot, "dist", "inject.js");

/** Builds dist/inject.js unless it is newer than every source file; returns its path. */
export function ensureTestWalletBundle(): string {
  if (bundleAge() <= newestSource()) {
    execFileSync(process.execPath, [join(packageRoot, "scripts", "buildInject.mjs")], {
      cwd: packageRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
  }
  return testWalletBundlePath;
}

/**
 * The JavaScript for `page.addInitScript({ content })`: the config
 * assignment followed by the bundle, which installs and announces the wallet.
 */
export function testWalletInitScript(config: TestWalletInjectConfig): string {
  const bundle = readFileSync(ensureTestWalletBundle(), "utf8");
  return `window.__FOYER_TEST_WALLET__ = ${JSON.stringify(config)};\n${bundle}`;
}

function bundleAge(): number {
  try {
    return statSync(testWalletBundlePath).mtimeMs;
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
}

function newestSource(): number {
  const files = [
    join(packageRoot, "scripts", "buildInject.mjs"),
    ...readdirSync(join(packageRoot, "src"), { recursive: true, encoding: "utf8" }).map((file) =>
      join(packageRoot, "src", file),
    ),
  ];
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}
