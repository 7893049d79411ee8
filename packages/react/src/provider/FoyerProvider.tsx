import type { Foyer } from "@foyer/core";
import type { ReactNode } from "react";
import { en, type Messages } from "../i18n/en.js";
import { MessagesContext } from "../i18n/MessagesContext.js";
import { FoyerModal, type ModalAppearance } from "../modal/FoyerModal.js";
import { FoyerContext } from "./FoyerContext.js";

export interface FoyerProviderProps extends ModalAppearance {
  /** The instance from `createFoyer`; the provider only renders its state and calls its actions. */
  foyer: Foyer;
  /** The message catalogue; English by default. */
  messages?: Messages;
  children?: ReactNode;
}

/** Makes `foyer` available to the hooks below it and renders the modal. */
export function FoyerProvider({
  foyer,
  messages = en,
  children,
  ...appearance
}: FoyerProviderProps) {
  return (
    <FoyerContext.Provider value={foyer}>
      <MessagesContext.Provider value={messages}>
        {children}
        <FoyerModal {...appearance} />
      </MessagesContext.Provider>
    </FoyerContext.Provider>
  );
}
