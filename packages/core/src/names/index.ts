// Behaviour §5's name rules and the registration message live in the protocol package, which the
// server checks with too.
export {
  type AccountNameProblem,
  accountNameProblem,
  DEFAULT_NAME_ZONE,
  evmCoinType,
  fullAccountName,
  isNameRegistrationChainId,
  isValidAccountName,
  labelInZone,
  type NameRegistrationMessage,
  parseNameRegistrationMessage,
} from "@foyer/protocol";
export type { FoyerNames } from "./foyerNames.js";
export type { NameRegistrationState } from "./nameRegistrationState.js";
