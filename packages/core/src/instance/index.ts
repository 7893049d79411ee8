export type {
  ConnectorsState,
  FeaturesState,
  FoyerEvents,
  FoyerStores,
} from "./context.js";
export { createFoyer, type Foyer } from "./createFoyer.js";
export type { FoyerMetadata, FoyerOptions, SiwxConfig } from "./options.js";
export type { FoyerServerOptions, FoyerServices } from "./services.js";
