/**
 * @foyer/core/testing: fakes for the effects core takes by injection, so other
 * packages' tests drive a real Foyer instance without a wallet, a network or
 * real time. Not part of the main barrel: production bundles never see it.
 */

export { swapToken, tokenBalanceItem, transactionItem } from "./blockchainItems.js";
export {
  createFakeAdapter,
  evmConnector,
  type FakeAdapter,
  type FakeAdapterOptions,
} from "./fakeAdapter.js";
export { createFakeClock, type FakeClock } from "./fakeClock.js";
export {
  createFakeEmbeddedWallet,
  type FakeEmbeddedCall,
  type FakeEmbeddedWallet,
} from "./fakeEmbeddedWallet.js";
export {
  createFakeFetch,
  type FakeAnswer,
  type FakeFetch,
  flush,
  type SeenRequest,
} from "./fakeFetch.js";
export {
  createFakeSocialPopups,
  type FakePopup,
  type FakeSocialPopups,
} from "./fakeSocialPopups.js";
export { base, connectionOf, mainnet, solanaMainnet } from "./fixtures.js";
export { settle, setupFoyer, type TestFoyer } from "./setupFoyer.js";
