import { messages } from "@foyer/core/internal";

/**
 * Strings of the account-name views (RegisterAccountName, RegisterAccountNameSuccess) and of
 * the Account view's entry to them. They ship with those lazy views rather than the first
 * screen; a translation overrides them through `Messages.names`. Behaviour §8's names errors come
 * from core's catalogue.
 */
export const namesEn = {
  chooseName: "Choose a name",
  /** The dialog title of both views; the eager view registry carries it too. */
  title: "Account name",
  registerIntro: "Pick a name others can send to instead of your address.",
  nameLabel: "Name",
  checking: "Checking…",
  available: (name: string) => `${name} is available`,
  taken: (name: string) => `${name} is taken`,
  suggestionsLabel: "Free names like it",
  // Behaviour §5: letters, digits, hyphens, at least 4 characters.
  ruleCharacters: "Use only letters, digits and hyphens",
  ruleTooShort: "Use at least 4 characters",
  ruleTooLong: "Use at most 63 characters",
  register: "Register",
  signInWallet: "Sign the message in your wallet…",
  registering: "Registering…",
  successTitle: "Name registered",
  successBody: (name: string) => `${name} is yours. It now shows instead of your address.`,
  done: "Done",
  nameRegisterFailed: messages.nameRegisterFailed,
  nameSuggestionsFailed: messages.nameSuggestionsFailed,
  networkNotFound: messages.networkNotFound,
  addressOrAuthConnectorNotFound: messages.addressOrAuthConnectorNotFound,
};

export type NamesMessages = {
  readonly [K in keyof typeof namesEn]: (typeof namesEn)[K] extends string
    ? string
    : (typeof namesEn)[K];
};
