import type { Foyer } from "@foyer/core";
import { resolveLocale } from "@foyer/core/internal";
import type { ReactNode } from "react";
import { LocaleContext, MessagesContext } from "../i18n/catalogueContext.js";
import type { Messages } from "../i18n/en.js";
import { useLocaleMessages } from "../i18n/locales/useLocaleMessages.js";
import { FoyerModal, type ModalAppearance } from "../modal/FoyerModal.js";
import { FoyerContext } from "./FoyerContext.js";

export interface FoyerProviderProps extends ModalAppearance {
  /** The instance from `createFoyer`; the provider only renders its state and calls its actions. */
  foyer: Foyer;
  /**
   * The modal's language: a shipped locale or a tag whose language is one
   * (`pt-BR`). Default: the instance's (`createFoyer({ locale })`, else the browser's).
   */
  locale?: string;
  /** The host's own catalogue, over the locale's; English by default (`en`, loaded with the modal). */
  messages?: Messages;
  children?: ReactNode;
}

/** Makes `foyer` available to the hooks below it and renders the modal. */
export function FoyerProvider({
  foyer,
  locale,
  messages,
  children,
  ...appearance
}: FoyerProviderProps) {
  const active = locale === undefined ? foyer.locale : resolveLocale(locale, [foyer.locale]);
  const translation = useLocaleMessages(active);
  return (
    <FoyerContext.Provider value={foyer}>
      <LocaleContext.Provider value={active}>
        <MessagesContext.Provider value={messages ?? translation}>
          {children}
          <FoyerModal {...appearance} />
        </MessagesContext.Provider>
      </LocaleContext.Provider>
    </FoyerContext.Provider>
  );
}
