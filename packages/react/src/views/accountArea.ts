/**
 * The account area as one lazy chunk: Send and the account-name views only
 * open from Account, and one chunk for all keeps the bundler from cutting the
 * first screen's shared code into more pieces (each piece costs its own
 * request and gzip frame, and its file name in the first load's chunk map).
 */
export { Account } from "./Account/Account.js";
export { AccountName } from "./RegisterAccountName/AccountName.js";
export { WalletSend } from "./WalletSend/WalletSend.js";

/**
 * Receive opens from Account too, but carries the QR encoder, which Account does not need:
 * its chunk loads from here, so its entry in the chunk map is this chunk's, not the first load's.
 */
export const loadReceive = () => import("./Receive/Receive.js");

/** Permissions opens from a smart account's Account view only: its own chunk, from here. */
export const loadPermissions = () => import("./Permissions/Permissions.js");
