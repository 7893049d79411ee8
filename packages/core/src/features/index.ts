export {
  isSocialOption,
  isSocialProvider,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from "@foyer/protocol";
export { DEFAULT_FEATURES, DEFAULT_REMOTE_FEATURES } from "./defaultFeatures.js";
export {
  CONNECT_METHODS,
  type ConnectMethod,
  type FeatureOptions,
  type Features,
  type RemoteFeatures,
  SOCIAL_OPTIONS,
  type SocialOption,
  WALLET_FEATURES,
  type WalletFeature,
} from "./featureTypes.js";
export { mergeFeatures } from "./mergeFeatures.js";
export { parseRemoteFeatures } from "./parseRemoteFeatures.js";
