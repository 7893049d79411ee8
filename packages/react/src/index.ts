/**
 * @foyer/react: the React provider, hooks and modal for a `@foyer/core`
 * instance. The modal only renders the instance's state and calls its actions.
 */
export {
  ConnectButton,
  type ConnectButtonRenderState,
} from "./components/ConnectButton/ConnectButton.js";
export type { DisplayAccount } from "./components/ConnectButton/connectButtonState.js";
export { browserImageLoader } from "./components/WalletImage/browserImageLoader.js";
export { useFoyer } from "./hooks/useFoyer.js";
export { type FoyerAccount, useFoyerAccount } from "./hooks/useFoyerAccount.js";
export { useFoyerDisconnect } from "./hooks/useFoyerDisconnect.js";
export { type FoyerModalControls, useFoyerModal } from "./hooks/useFoyerModal.js";
export { type FoyerNetwork, useFoyerNetwork } from "./hooks/useFoyerNetwork.js";
export { useFoyerProvider } from "./hooks/useFoyerProvider.js";
export { useFoyerStatus } from "./hooks/useFoyerStatus.js";
export { en, type Messages } from "./i18n/en.js";
export type { ModalAppearance } from "./modal/FoyerModal.js";
export { FoyerProvider, type FoyerProviderProps } from "./provider/FoyerProvider.js";
export { type DocumentCookieOptions, documentCookieJar } from "./ssr/documentCookieJar.js";
export {
  darkTheme,
  lightTheme,
  type ThemeVariables,
  themeVariableName,
} from "./theme/theme.js";
