/**
 * The account area as one lazy chunk: Send only opens from Account, and one
 * chunk for both keeps the bundler from cutting the first screen's shared
 * code into more pieces (each piece costs its own request and gzip frame).
 */
export { Account } from "./Account/Account.js";
export { WalletSend } from "./WalletSend/WalletSend.js";
