export { isNameRegistrationChainId, isValidAccountName } from "./accountName.js";
