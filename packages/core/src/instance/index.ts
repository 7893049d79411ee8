export type { AccountDataServices } from "./accountDataServices.js";
export type {
  ConnectorsState,
  FeaturesState,
  FoyerEvents,
  FoyerStores,
} from "./context.js";
export { createFoyer, type Foyer, type FoyerSiwx } from "./createFoyer.js";
export type { EmbeddedState, FoyerEmail } from "./emailLogin.js";
export type { KeyExportState } from "./keyExport.js";
export type { FoyerMetadata, FoyerOptions } from "./options.js";
export type { FoyerServerOptions, FoyerServices } from "./services.js";
