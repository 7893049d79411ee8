// SPEC §5's name rules live in the protocol package, which the server checks with too.
export {
  accountNameProblem,
  DEFAULT_NAME_ZONE,
  evmCoinType,
  isNameRegistrationChainId,
  isValidAccountName,
} from "@foyer/protocol";
export type { FoyerNames } from "./foyerNames.js";
export type { NameRegistrationState } from "./nameRegistrationState.js";
