/**
 * @foyer/core/internal: everything core has, for Foyer's own packages (react, the chain
 * adapters, embedded, the frame). No stability promise: names here change in any release.
 * Apps import from `@foyer/core`, whose names are the public API.
 */
export * from "./adapter/index.js";
export * from "./address/index.js";
// Token prices through the price route, over the balances' own.
export { priceIdOf, withPrices } from "./api/blockchain/tokenPrices.js";
export * from "./api/index.js";
export * from "./caip/index.js";
export * from "./connection/index.js";
// Whether the page runs on a phone or tablet (client hints, user agent, touch and width).
export * from "./device/index.js";
export { type Clock, systemClock, type TimerHandle } from "./effects/clock.js";
export { beforeDeadline } from "./effects/deadline.js";
export { createMemoryStorage, type KeyValueStorage } from "./effects/storage.js";
// The embedded wallet contract and the email login rules.
export * from "./embedded/index.js";
export * from "./errors/index.js";
export * from "./features/index.js";
export * from "./format/index.js";
// The shipped locales, matching the browser's languages, plural and number rules through Intl.
export * from "./i18n/index.js";
export * from "./instance/index.js";
// The legal checkbox: terms and privacy links to accept before connecting.
export * from "./legal/index.js";
export * from "./logging/index.js";
export * from "./modal/index.js";
export * from "./names/index.js";
export * from "./network/index.js";
// Buy (onramp) flow rules: limits, best quote first, the purchase followed to delivery.
export * from "./onramp/index.js";
// Granted permissions (ERC-7715): what each allows and whether it still holds.
export * from "./permissions/index.js";
export * from "./persistence/index.js";
// What a transaction would do: the server's preview in an approval's words.
export * from "./preview/index.js";
export * from "./provider/index.js";
// Receive: which address to show (the payment account on Bitcoin).
export * from "./receive/index.js";
export * from "./router/index.js";
// Send flow helpers: amounts to units, ERC-20 transfer calldata.
export * from "./send/index.js";
export * from "./siwx/index.js";
export { createStore, type Listener, type Store } from "./store/createStore.js";
// Swap flow rules: form, approval, quotes as you type, receipts, errors.
export * from "./swap/index.js";
export * from "./theme/index.js";
export * from "./toast/index.js";
export type * from "./types/chain.js";
export * from "./wallets/index.js";
