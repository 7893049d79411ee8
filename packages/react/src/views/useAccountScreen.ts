import { useFoyer } from "../hooks/useFoyer.js";
import { useFoyerAccount } from "../hooks/useFoyerAccount.js";
import { useFoyerNetwork } from "../hooks/useFoyerNetwork.js";
import { useLocale } from "../i18n/catalogueContext.js";
import { useMessages } from "../i18n/MessagesContext.js";
import { useWalletMessages } from "../i18n/useWalletMessages.js";

/**
 * What every screen about the connected account reads: the instance, the account and its
 * active network, the locale, and the modal's and the wallet views' texts.
 */
export function useAccountScreen() {
  return {
    foyer: useFoyer(),
    account: useFoyerAccount(),
    network: useFoyerNetwork().network,
    locale: useLocale(),
    messages: useMessages(),
    wallet: useWalletMessages(),
  };
}
