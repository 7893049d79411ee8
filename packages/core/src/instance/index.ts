export type { AccountDataServices } from "./accountDataTypes.js";
export type {
  ConnectorsState,
  FeaturesState,
  FoyerEvents,
  FoyerStores,
} from "./context.js";
export { createFoyer, type Foyer, type FoyerSiwx } from "./createFoyer.js";
export type { FoyerMetadata, FoyerOptions } from "./options.js";
export { projectIdAlert } from "./projectId.js";
export type { FoyerServerOptions, FoyerServices } from "./services.js";
export { getFoyerProvider, watchFoyerProvider } from "./walletProviders.js";
