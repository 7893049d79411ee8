import {
  ARBITRUM,
  AVALANCHE,
  BASE,
  BITCOIN,
  BNB,
  ETHEREUM,
  EVM_MAJOR,
  EVM_WIDE,
  OPTIMISM,
  POLYGON,
  SOLANA,
  ZKSYNC,
} from "./chains.js";
import type { WalletEntry } from "./types.js";

/**
 * The wallets a fresh Foyer server lists, most popular first.
 *
 * Only public facts: rdns is what the wallet announces over EIP-6963 (null
 * when it has no browser provider or we could not confirm one), links are the
 * wallet's published deep-link scheme or universal link. `certified` marks
 * rows whose rdns and links were checked against the wallet's own registry
 * metadata. Logos come from the icon package (`logos/logoCatalog.ts`); the
 * colour tints the generated monogram of a wallet it does not draw.
 */
export const SEED_WALLETS: readonly WalletEntry[] = [
  wallet(1, "metamask", "MetaMask", "#F6851B", {
    rdns: "io.metamask",
    mobile: "metamask://",
    homepage: "https://metamask.io",
    chains: EVM_WIDE,
    certified: true,
  }),
  wallet(2, "trust", "Trust Wallet", "#0500FF", {
    rdns: "com.trustwallet.app",
    mobile: "trust://",
    homepage: "https://trustwallet.com",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(3, "coinbase", "Coinbase Wallet", "#0052FF", {
    rdns: "com.coinbase.wallet",
    mobile: "cbwallet://",
    homepage: "https://www.coinbase.com/wallet",
    chains: [...EVM_WIDE, SOLANA],
  }),
  wallet(4, "okx", "OKX Wallet", "#000000", {
    rdns: "com.okex.wallet",
    mobile: "okex://main",
    homepage: "https://www.okx.com/web3",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(5, "phantom", "Phantom", "#4E44CE", {
    rdns: "app.phantom",
    mobile: "https://phantom.app/ul/",
    homepage: "https://phantom.app",
    chains: [ETHEREUM, POLYGON, BASE, SOLANA, BITCOIN],
  }),
  wallet(6, "binance", "Binance Web3 Wallet", "#F0B90B", {
    rdns: "com.binance.wallet",
    mobile: "bnc://app.binance.com/cedefi/",
    homepage: "https://www.binance.com/en/web3wallet",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
  }),
  wallet(7, "bitget", "Bitget Wallet", "#1DA2B4", {
    rdns: "com.bitget.web3",
    mobile: "bitkeep://",
    homepage: "https://web3.bitget.com",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
  }),
  wallet(8, "rainbow", "Rainbow", "#001E59", {
    rdns: "me.rainbow",
    mobile: "rainbow://",
    homepage: "https://rainbow.me",
    chains: [...EVM_MAJOR, BNB],
    certified: true,
  }),
  wallet(9, "uniswap", "Uniswap Wallet", "#FF007A", {
    rdns: "org.uniswap.app",
    mobile: "uniswap://",
    homepage: "https://wallet.uniswap.org",
    chains: [...EVM_MAJOR, BNB, AVALANCHE, ZKSYNC],
  }),
  wallet(10, "zerion", "Zerion", "#2962EF", {
    rdns: "io.zerion.wallet",
    mobile: "zerion://",
    desktop: "zerion://",
    webapp: "https://app.zerion.io",
    homepage: "https://zerion.io",
    chains: [...EVM_WIDE, SOLANA],
    certified: true,
  }),
  wallet(11, "rabby", "Rabby Wallet", "#7084FF", {
    rdns: "io.rabby",
    homepage: "https://rabby.io",
    chains: EVM_WIDE,
    certified: true,
  }),
  wallet(12, "safe", "Safe", "#12FF80", {
    mobile: "safe://",
    webapp: "https://app.safe.global",
    homepage: "https://safe.global",
    chains: [...EVM_WIDE, ZKSYNC],
    certified: true,
  }),
  wallet(13, "ledger-live", "Ledger Live", "#000000", {
    mobile: "ledgerlive://",
    desktop: "ledgerlive://",
    homepage: "https://www.ledger.com/ledger-live",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(14, "exodus", "Exodus", "#5D4CDB", {
    rdns: "com.exodus.web3-wallet",
    mobile: "exodus://",
    homepage: "https://www.exodus.com",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
  }),
  wallet(15, "tokenpocket", "TokenPocket", "#2980FE", {
    rdns: "pro.tokenpocket",
    mobile: "tpoutside://",
    homepage: "https://tokenpocket.pro",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(16, "imtoken", "imToken", "#098DE6", {
    mobile: "imtokenv2://",
    homepage: "https://token.im",
    chains: [...EVM_MAJOR, BNB, BITCOIN],
    certified: true,
  }),
  wallet(17, "safepal", "SafePal", "#4A21EF", {
    mobile: "safepalwallet://",
    homepage: "https://www.safepal.com",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
  }),
  wallet(18, "crypto-com-onchain", "Crypto.com Onchain", "#002D74", {
    rdns: "com.crypto.wallet",
    mobile: "dfw://",
    homepage: "https://crypto.com/onchain",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(19, "backpack", "Backpack", "#E33E3F", {
    rdns: "app.backpack",
    mobile: "backpack://",
    homepage: "https://backpack.app",
    chains: [...EVM_MAJOR, SOLANA],
    certified: true,
  }),
  wallet(20, "solflare", "Solflare", "#E8601C", {
    rdns: "com.solflare",
    mobile: "https://solflare.com/ul/v1",
    homepage: "https://solflare.com",
    chains: [SOLANA],
  }),
  wallet(21, "brave", "Brave Wallet", "#FB542B", {
    rdns: "com.brave.wallet",
    homepage: "https://brave.com/wallet",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(22, "oneinch", "1inch Wallet", "#1B314F", {
    mobile: "oneinch://",
    homepage: "https://1inch.io/wallet",
    chains: [...EVM_WIDE, ZKSYNC, SOLANA],
  }),
  wallet(23, "argent", "Argent", "#FF875B", {
    mobile: "argent://app/",
    homepage: "https://www.argent.xyz",
    chains: [ETHEREUM, ZKSYNC],
    certified: true,
  }),
  wallet(24, "onekey", "OneKey", "#00B812", {
    rdns: "so.onekey.app.wallet",
    mobile: "onekey-wallet://",
    desktop: "onekey-wallet://",
    homepage: "https://onekey.so",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(25, "core", "Core", "#1A1A1A", {
    rdns: "app.core.extension",
    mobile: "core://",
    desktop: "core://",
    homepage: "https://core.app",
    chains: [AVALANCHE, ETHEREUM, SOLANA, BITCOIN],
  }),
  wallet(26, "coin98", "Coin98", "#B8912A", {
    rdns: "com.coin98",
    mobile: "coin98://",
    homepage: "https://coin98.com/wallet",
    chains: [...EVM_WIDE, SOLANA],
    certified: true,
  }),
  wallet(27, "mathwallet", "MathWallet", "#000000", {
    mobile: "mathwallet://",
    homepage: "https://mathwallet.org",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(28, "zengo", "Zengo", "#00A896", {
    mobile: "zengo://get.zengo.com/",
    homepage: "https://zengo.com",
    chains: [ETHEREUM, POLYGON, BNB, ARBITRUM, BITCOIN],
    certified: true,
  }),
  wallet(29, "kraken", "Kraken Wallet", "#7132F5", {
    mobile: "krakenwallet://",
    homepage: "https://www.kraken.com/wallet",
    chains: [...EVM_MAJOR, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(30, "robinhood", "Robinhood Wallet", "#00C805", {
    rdns: "com.robinhood.wallet",
    mobile: "robinhood-wallet://",
    homepage: "https://robinhood.com/web3-wallet",
    chains: [...EVM_MAJOR, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(31, "xverse", "Xverse", "#EE7A30", {
    mobile: "https://connect.xverse.app",
    homepage: "https://www.xverse.app",
    chains: [BITCOIN],
  }),
  wallet(32, "leather", "Leather", "#12100F", {
    homepage: "https://leather.io",
    chains: [BITCOIN],
  }),
  wallet(33, "unisat", "UniSat Wallet", "#1C1C1C", {
    homepage: "https://unisat.io",
    chains: [BITCOIN],
  }),
  wallet(34, "enkrypt", "Enkrypt", "#8A4BFF", {
    rdns: "com.enkrypt",
    homepage: "https://www.enkrypt.com",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
  }),
  wallet(35, "trezor-suite", "Trezor Suite", "#0F6148", {
    homepage: "https://trezor.io/trezor-suite",
    chains: [...EVM_MAJOR, BNB, SOLANA, BITCOIN],
  }),
  wallet(36, "tangem", "Tangem", "#1E1E1E", {
    mobile: "tangem://",
    homepage: "https://tangem.com",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(37, "ambire", "Ambire Wallet", "#6000FF", {
    mobile: "ambire://",
    webapp: "https://wallet.ambire.com",
    homepage: "https://www.ambire.com",
    chains: [...EVM_WIDE],
    certified: true,
  }),
  wallet(38, "mew", "MEW wallet", "#05A38A", {
    mobile: "mewwallet://",
    homepage: "https://mewwallet.com",
    chains: [ETHEREUM, POLYGON, BNB, ARBITRUM],
    certified: true,
  }),
  wallet(39, "status", "Status", "#4360DF", {
    rdns: "app.status",
    mobile: "status-app://",
    desktop: "status-app://",
    homepage: "https://status.app",
    chains: [ETHEREUM, OPTIMISM, ARBITRUM, BASE],
    certified: true,
  }),
  wallet(40, "alphawallet", "AlphaWallet", "#2A4B9B", {
    mobile: "awallet://",
    homepage: "https://alphawallet.com",
    chains: EVM_WIDE,
    certified: true,
  }),
  wallet(41, "family", "Family", "#1A1A1A", {
    rdns: "co.family.wallet",
    mobile: "familywallet://",
    homepage: "https://family.co",
    chains: EVM_MAJOR,
    certified: true,
  }),
  wallet(42, "frame", "Frame", "#1A1A1A", {
    rdns: "sh.frame",
    homepage: "https://frame.sh",
    chains: EVM_WIDE,
  }),
  wallet(43, "taho", "Taho", "#002825", {
    rdns: "xyz.taho.wallet",
    homepage: "https://taho.xyz",
    chains: [ETHEREUM, OPTIMISM, POLYGON, ARBITRUM, AVALANCHE, BNB],
  }),
  wallet(44, "atomic", "Atomic Wallet", "#1F5AF6", {
    mobile: "atomicwallet://",
    desktop: "atomicwallet://",
    homepage: "https://atomicwallet.io",
    chains: [...EVM_WIDE, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(45, "bitpay", "BitPay Wallet", "#1A3B8B", {
    mobile: "bitpay://",
    homepage: "https://bitpay.com/wallet",
    chains: [ETHEREUM, POLYGON, ARBITRUM, BASE, OPTIMISM, SOLANA, BITCOIN],
    certified: true,
  }),
  wallet(46, "guarda", "Guarda", "#2B6DEF", {
    homepage: "https://guarda.com",
    chains: [ETHEREUM, BNB, POLYGON, AVALANCHE, SOLANA, BITCOIN],
  }),
  wallet(47, "sequence", "Sequence", "#5B3FD0", {
    webapp: "https://sequence.app",
    homepage: "https://sequence.xyz",
    chains: EVM_WIDE,
  }),
];

interface WalletFacts {
  rdns?: string;
  mobile?: string;
  desktop?: string;
  webapp?: string;
  homepage: string;
  chains: readonly string[];
  certified?: boolean;
}

/** Keeps the rows above to the facts that vary; absent links become null. */
function wallet(
  order: number,
  id: string,
  name: string,
  color: string,
  facts: WalletFacts,
): WalletEntry {
  return {
    id,
    name,
    rdns: facts.rdns ?? null,
    mobile_link: facts.mobile ?? null,
    desktop_link: facts.desktop ?? null,
    webapp_link: facts.webapp ?? null,
    homepage: facts.homepage,
    chains: facts.chains,
    badge_type: facts.certified === true ? "certified" : "none",
    order,
    color,
  };
}
