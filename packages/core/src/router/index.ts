export * from "./navigation.js";
export * from "./routerStore.js";
export * from "./views.js";
export * from "./walletChoice.js";
