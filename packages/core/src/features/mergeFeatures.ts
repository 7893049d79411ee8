import { REMOTE_BOOLEAN_FEATURES, readSocials } from "@foyer/protocol";
import { ConfigurationError } from "../errors/configurationError.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import { completeOrder } from "./featureOrder.js";
import {
  CONNECT_METHODS,
  type FeatureOptions,
  type Features,
  type RemoteFeatures,
  WALLET_FEATURES,
} from "./featureTypes.js";

const BOOLEAN_KEYS = [
  ...REMOTE_BOOLEAN_FEATURES,
  "receive",
  "send",
  "analytics",
  "legalCheckbox",
] as const satisfies readonly (keyof Features)[];

function invalidOption(key: string, value: unknown): ConfigurationError {
  return new ConfigurationError(foyerMessages.invalidFeatureOption(key), {
    code: "INVALID_FEATURE_OPTION",
    details: { key, value },
  });
}

/**
 * Checks the host's feature options and brings them to the `Features` shape.
 * Throws 'Invalid feature option: {key}' on a wrong type, an unknown social
 * or a bad order, since these are the developer's mistakes and silently
 * falling back would hide them. Unknown keys are ignored.
 */
function readHostOptions(options: FeatureOptions): Partial<Features> {
  const source = options as Record<string, unknown>;
  const read: Partial<Features> = {};
  for (const key of BOOLEAN_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    if (typeof value !== "boolean") throw invalidOption(key, value);
    read[key] = value;
  }
  if (source.socials !== undefined) {
    const socials = readSocials(source.socials, true);
    if (socials === undefined) throw invalidOption("socials", source.socials);
    read.socials = socials;
  }
  if (source.walletFeaturesOrder !== undefined) {
    const order = completeOrder(source.walletFeaturesOrder, WALLET_FEATURES);
    if (order === undefined) throw invalidOption("walletFeaturesOrder", source.walletFeaturesOrder);
    read.walletFeaturesOrder = order;
  }
  if (source.connectMethodsOrder !== undefined) {
    const order = completeOrder(source.connectMethodsOrder, CONNECT_METHODS);
    if (order === undefined) throw invalidOption("connectMethodsOrder", source.connectMethodsOrder);
    read.connectMethodsOrder = order;
  }
  return read;
}

/**
 * Resolves an instance's features (behaviour §3, §9). Precedence, lowest first:
 * `defaults`, then what the server answered (`remote`, from
 * `parseRemoteFeatures`), then the host's `createFoyer` options. The host
 * wins because Foyer is self-hosted: the app's own code states its intent
 * more directly than a config server, and a host that turns a feature off
 * must be able to rely on that.
 *
 * @throws FoyerError 'Invalid feature option: {key}' for a malformed host option
 */
export function mergeFeatures(
  defaults: Features,
  remote: Partial<RemoteFeatures> | undefined,
  hostOptions: FeatureOptions | undefined,
): Features {
  if (hostOptions !== undefined && (typeof hostOptions !== "object" || hostOptions === null)) {
    throw invalidOption("features", hostOptions);
  }
  return { ...defaults, ...remote, ...(hostOptions ? readHostOptions(hostOptions) : {}) };
}
