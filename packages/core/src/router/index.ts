export {
  type BackResult,
  currentRoute,
  goBack,
  leavesFarcasterUnconnected,
  pushView,
  replaceView,
  resetView,
} from "./navigation.js";
export {
  createRouter,
  type FarcasterCleanup,
  type Router,
  type RouterDeps,
  type RouterState,
} from "./routerStore.js";
export {
  type History,
  isView,
  type PlainView,
  type Route,
  VIEWS,
  type View,
  type ViewParams,
  type WalletChoice,
} from "./views.js";
export { findConnectorForWallet, viewForWalletChoice } from "./walletChoice.js";
