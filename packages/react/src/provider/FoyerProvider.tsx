import type { Foyer } from "@foyer/core";
import type { ReactNode } from "react";
import { MessagesContext } from "../i18n/catalogueContext.js";
import type { Messages } from "../i18n/en.js";
import { FoyerModal, type ModalAppearance } from "../modal/FoyerModal.js";
import { FoyerContext } from "./FoyerContext.js";

export interface FoyerProviderProps extends ModalAppearance {
  /** The instance from `createFoyer`; the provider only renders its state and calls its actions. */
  foyer: Foyer;
  /** The message catalogue; English by default (`en`, loaded with the modal). */
  messages?: Messages;
  children?: ReactNode;
}

/** Makes `foyer` available to the hooks below it and renders the modal. */
export function FoyerProvider({ foyer, messages, children, ...appearance }: FoyerProviderProps) {
  return (
    <FoyerContext.Provider value={foyer}>
      <MessagesContext.Provider value={messages}>
        {children}
        <FoyerModal {...appearance} />
      </MessagesContext.Provider>
    </FoyerContext.Provider>
  );
}
