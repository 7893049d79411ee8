export { isNameRegistrationChainId, isValidAccountName } from "./accountName.js";
export {
  ADDRESS_VALIDITY_CACHE_SIZE,
  type AddressValidator,
  createAddressValidator,
} from "./addressValidator.js";
export { isCallTarget } from "./callTarget.js";
export { isValidEmail } from "./email.js";
export {
  assertEmailLoginAllowed,
  EMAIL_LOGIN_COOLDOWN_MS,
  emailLoginCooldown,
} from "./emailLoginCooldown.js";
export {
  assertEvmAddress,
  type EvmAddress,
  isEvmAddress,
  isStrictEvmAddress,
  toChecksumAddress,
} from "./evmAddress.js";
export { isPairingExpired, PAIRING_EXPIRED_THRESHOLD_MS } from "./pairing.js";
export { projectIdAlert } from "./projectId.js";
export { SEND_NAMESPACES, type SendFormInput, sendFormError } from "./sendForm.js";
export { assertSingleSiwxOption, type SiwxOptionsInput } from "./siwxOptions.js";
export { isSocialProvider, SOCIAL_PROVIDERS, type SocialProvider } from "./socialProvider.js";
export { isSolanaAddress } from "./solanaAddress.js";
export { isThemeMode, THEME_MODES, type ThemeMode } from "./themeMode.js";
