import { approvalTextsDe } from "@foyer/core/internal";
import type { FrameMessages } from "../frameEn.js";

const dateTime = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short" });
const relative = new Intl.RelativeTimeFormat("de", { numeric: "auto" });

const waitText = (amount: string) => `Zu viele falsche Codes, versuche es in ${amount} erneut`;

/** German. */
export const messages: FrameMessages = {
  approve: "Genehmigen",
  reject: "Ablehnen",
  requestedBy: (app) => `Angefordert von ${app}`,
  requestFrom: "Anfrage von",
  claimsToBe: (app) => `Nennt sich ${app}`,
  originMismatch: (claimed, origin) =>
    `Diese App gibt an, ${claimed} zu sein, aber die Anfrage kommt von ${origin}.`,
  ...approvalTextsDe.preview,
  domain: "Domain",
  chainMismatch: (domainChain, current) =>
    `Die Signatur gilt für Chain ${domainChain}, du bist aber auf Chain ${current}.`,
  signInTo: "Anmelden bei",
  uri: "URI",
  statement: "Erklärung",
  issued: "Ausgestellt",
  expires: "Läuft ab",
  notBefore: "Nicht vor",
  relativeTime: (value, unit) => relative.format(value, unit),
  titles: {
    ...approvalTextsDe.titles,
    signTransactions: "Transaktionen signieren",
    sendCalls: (count) => `${count} Aufrufe in einer Transaktion senden (alle oder keiner)`,
    sendCallsOneByOne: (count) => `${count} Transaktionen nacheinander senden`,
  },
  message: "Nachricht",
  account: "Konto",
  type: "Typ",
  app: "App",
  chain: "Chain",
  contract: "Vertrag",
  to: "An",
  value: "Wert",
  data: "Daten",
  from: "Von",
  sessionKey: "Sitzungsschlüssel",
  allows: "Erlaubt",
  until: "Bis",
  enforcedBy: "Durchgesetzt von",
  networkFees: "Netzwerkgebühren",
  permission: "Berechtigung",
  takesEffect: "Wirksam",
  feePayer: "Gebührenzahler",
  warning: "Warnung",
  step: (step) => `Schritt ${step}`,
  callPrefix: (index) => `Aufruf ${index}: `,
  transactionPrefix: (index) => `Transaktion ${index}: `,
  newContract: "Neuer Vertrag",
  none: "Keine",
  smartAccount: (address) => `${address} (Smart Account)`,
  smartAccountNotDeployed: (address) => `${address} (Smart Account, noch nicht bereitgestellt)`,
  notDeployed: "Noch nicht bereitgestellt: Dies stellt auch deinen Smart Account bereit",
  dateTime: (ms) => dateTime.format(ms),
  transferUpTo: (amount, symbol, token) =>
    `Insgesamt bis zu ${amount} ${symbol} (${token}) überweisen`,
  tokensFallback: "Token",
  sendUpTo: (amount) => `Insgesamt bis zu ${amount} ETH an beliebige Adressen senden`,
  callOn: (functions, targets) => `${functions} auf ${targets} aufrufen, ohne ETH zu senden`,
  enforcedByChain: "Die Chain: Die Caveat-Enforcer des Kontos lehnen alles andere ab",
  gasUpTo: (amount) => `Bis zu ${amount} ETH, jetzt für den Sitzungsschlüssel hinterlegt`,
  gasSponsoredBy: (app) => `Gas gesponsert von ${app}`,
  feeUpTo: (amount) => `Bis zu ${amount} ETH, bezahlt von deinem Konto`,
  takesEffectOnChain: "On-Chain, mit einer Transaktion von deinem Konto",
  unknownProgram:
    "Diese Transaktion ruft ein Programm auf, das Foyer nicht lesen kann. Genehmige sie nur, wenn du der App vertraust.",
  exportIntro:
    "Wer diesen Schlüssel hat, kontrolliert deine Wallet. Um sicherzugehen, dass du es bist, senden wir dir zuerst einen neuen Code per E-Mail.",
  exportIntroSignedIn:
    "Wer diesen Schlüssel hat, kontrolliert deine Wallet. Deine Anmeldung vor wenigen Minuten bestätigt, dass du es bist.",
  checkingSignIn: "Deine Anmeldung wird geprüft…",
  code: "Code",
  codeFromEmail: "Code aus deiner E-Mail",
  continue: "Weiter",
  sendNewCode: "Neuen Code senden",
  revealKey: "Privaten Schlüssel anzeigen",
  privateKey: "Privater Schlüssel",
  copy: "Kopieren",
  cancel: "Abbrechen",
  done: "Fertig",
  noOneWatching:
    "Stelle sicher, dass niemand deinen Bildschirm sehen kann. Teile diesen Schlüssel niemals und füge ihn nie in eine Website ein.",
  sendingCode: "Code wird an deine E-Mail gesendet…",
  codeSent: "Wir haben dir einen Code gemailt. Gib ihn ein, um fortzufahren.",
  enterCode: "Gib den 6-stelligen Code aus deiner E-Mail ein",
  checkingCode: "Code wird geprüft…",
  codeAccepted: "Code akzeptiert.",
  copied: "Kopiert",
  copyFailed: "Kopieren fehlgeschlagen; markiere den Schlüssel und kopiere ihn selbst",
  somethingWentWrong: "Etwas ist schiefgelaufen",
  // The passkey screens (Continue with a passkey, Account → Passkeys).
  passkeyTitle: "Mit einem Passkey fortfahren",
  passkeyIntro:
    "Ein Passkey meldet dich mit Fingerabdruck, Gesicht oder Bildschirmsperre an. Keine E-Mail, kein Passwort.",
  passkeyCreate: "Passkey erstellen",
  passkeyUse: "Passkey verwenden",
  passkeyWaiting: "Folge der Aufforderung deines Browsers …",
  passkeyCustody:
    "Wo dein Passkey es unterstützt, entsperrt er auch den Schlüsselanteil deiner Wallet auf jedem Gerät. Sonst gibt der Server dieser Wallet seinen Anteil des Schlüssels nach einer Passkey-Anmeldung frei.",
  passkeyNotSupported:
    "Dieser Authenticator wird nicht akzeptiert. Verwende einen, der P-256-Passkeys erstellt, etwa den eingebauten deines Telefons oder Computers.",
  passkeysTitle: "Passkeys",
  passkeysIntro: "Melde dich mit einem dieser Passkeys bei dieser Wallet an.",
  passkeysNone: "Noch keine Passkeys.",
  passkeyAdd: "Passkey hinzufügen",
  passkeyAdded: "Passkey hinzugefügt.",
  passkeyRemove: "Entfernen",
  passkeyRemoved: "Passkey entfernt.",
  passkeySynced: "Synchronisiert",
  passkeyDeviceBound: "Nur dieses Gerät",
  signedBy: "Signiert von",
  signedByPasskey: "Dein Passkey",
  passkeyRow: "Passkey",
  addsPasskeySigner: "Damit wird dein Passkey auch zum Unterzeichner dieses Kontos",
  passkeyNeverUsed: "Noch nicht verwendet",
  close: "Schließen",
  created: "Erstellt",
  lastUsed: "Zuletzt verwendet",

  // The server's refusals, as the app shows them (see api/refusalText.ts).
  refusals: {
    SESSION_EXPIRED: "Sitzung abgelaufen",
    BAD_REQUEST: "Ungültige Anfrage",
    INVALID_EMAIL: "Ungültige E-Mail-Adresse",
    RATE_LIMITED: "Zu viele Anfragen, versuche es später erneut",
    OTP_INVALID: "Ungültiger Code",
    OTP_EXPIRED: "Code abgelaufen",
    OTP_LOCKED: "Zu viele falsche Codes, fordere einen neuen an",
    OTP_REQUIRED: "Ein neuer Code ist erforderlich",
    DEVICE_NOT_APPROVED: "Gerät nicht bestätigt",
    WALLET_EXISTS: "Wallet existiert bereits",
    NO_WALLET: "Keine Wallet",
    NO_DEVICE_SHARE: "Für diese Sitzung ist kein Geräteanteil gespeichert",
    EMAIL_TAKEN: "E-Mail-Adresse wird bereits verwendet",
    NO_EMAIL:
      "Dieses Konto meldet sich über einen Social-Login-Anbieter an und hat keine E-Mail-Adresse",
    SOCIAL_PROVIDER_OFF: "Dieser Social-Login-Anbieter ist auf dem Server nicht eingerichtet",
    SOCIAL_STATE_INVALID:
      "Diese Anmeldeanfrage ist abgelaufen oder wurde bereits verwendet; beginne von vorn",
    SOCIAL_DENIED: "Der Anbieter hat die Anmeldung nicht gewährt",
    SOCIAL_EXCHANGE_FAILED: "Der Anbieter hat die Anmeldung nicht bestätigt",
    FARCASTER_OFF: "Anmelden mit Farcaster ist auf dem Server nicht eingerichtet",
    FARCASTER_RELAY_FAILED: "Das Farcaster-Relay ist nicht erreichbar",
    FARCASTER_CHAIN_UNAVAILABLE:
      "Das Farcaster-Register konnte nicht gelesen werden; versuche es erneut",
    FARCASTER_CHANNEL_INVALID:
      "Diese Farcaster-Anmeldung ist abgelaufen oder wurde bereits verwendet; beginne von vorn",
    FARCASTER_DOMAIN_MISMATCH:
      "Die Farcaster-Anmeldenachricht ist für eine andere Website bestimmt",
    FARCASTER_NONCE_MISMATCH: "Die Farcaster-Anmeldenachricht gehört zu einer anderen Anmeldung",
    FARCASTER_MESSAGE_INVALID: "Die Farcaster-Anmeldenachricht ist fehlerhaft oder abgelaufen",
    FARCASTER_FID_UNREGISTERED: "Dieses Farcaster-Konto ist nicht registriert",
    FARCASTER_NOT_CUSTODY:
      "Die Farcaster-Anmeldung wurde nicht mit der Verwahrungsadresse des Kontos signiert",
    PASSKEY_UNAVAILABLE:
      "Passkeys brauchen die Wallet unter einem Domainnamen, nicht unter einer IP-Adresse",
    PASSKEY_CHALLENGE_INVALID:
      "Diese Passkey-Anfrage ist abgelaufen oder wurde schon verwendet; beginne von vorn",
    PASSKEY_REJECTED: "Der Passkey konnte nicht geprüft werden",
    PASSKEY_UNKNOWN: "Dieser Passkey ist für diese App nicht registriert",
    PASSKEY_NOT_ACCEPTED:
      "Dieser Authenticator wird nicht akzeptiert: verwende einen, der P-256-Passkeys (ES256) erstellt",
    PASSKEY_EXISTS: "Dieser Passkey ist bereits registriert",
    PASSKEY_NOT_FOUND: "Diesen Passkey gibt es nicht",
    PASSKEY_LAST_SIGN_IN: "Dieser Passkey ist der einzige Weg, dich bei diesem Konto anzumelden",
    PASSKEY_SIGN_IN_AGAIN: "Melde dich erneut an, um einen Passkey hinzuzufügen",
    EXPORT_SIGN_IN_AGAIN: "Melde dich erneut an, um deinen Schlüssel zu exportieren",
  },
  wrongCodeWait: {
    second: (count) => waitText(`${count} ${count === 1 ? "Sekunde" : "Sekunden"}`),
    minute: (count) => waitText(`${count} ${count === 1 ? "Minute" : "Minuten"}`),
    hour: (count) => waitText(`${count} ${count === 1 ? "Stunde" : "Stunden"}`),
  },
};
