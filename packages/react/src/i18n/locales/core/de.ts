import type { CoreTexts } from "@foyer/core/internal";

/** German: core's texts the modal shows (errors, toasts, alerts). */
export const coreDe: CoreTexts = {
  // Validation and sending
  addressInvalid: "Die Adresse ist ungültig",
  sendAmountAndReceiverRequired: "Ein Betrag und eine Empfängeradresse sind erforderlich",
  sendTokenRequired: "Ein Token ist erforderlich",
  unsupportedChain: "Nicht unterstützte Chain",
  emailCooldown: (seconds) => `Bitte versuche es in ${seconds} Sekunden erneut`,
  invalidNumber: "Ungültige Zahl",
  invalidEmail: "Ungültige E-Mail",
  actionNotAllowed: "Aktion nicht erlaubt",
  smartAccountNotEnabled: "Smart Accounts sind in diesem Netzwerk nicht aktiviert",
  transactionNotMined: "Die Transaktion wurde nicht rechtzeitig in einen Block aufgenommen",
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: "Token-Guthaben nicht verfügbar",
  gasPriceNetworkUnsupported: "Gaspreise werden in diesem Netzwerk nicht unterstützt",
  swapsNetworkUnsupported: "Tauschen wird in diesem Netzwerk nicht unterstützt",
  swapInsufficientGas: (symbol) => `Nicht genug ${symbol}, um die Netzwerkgebühr zu bezahlen`,
  nameResolveFailed: "Fehler beim Auflösen des Namens",
  nameSuggestionsFailed: "Fehler beim Abrufen von Namensvorschlägen",
  namesForAddressFailed: "Fehler beim Abrufen der Namen für die Adresse",
  nameRegisterFailed: (name) => `Fehler beim Registrieren des Namens ${name}`,
  transactionsFetchFailed: "Transaktionen konnten nicht abgerufen werden",
  imageUnavailable: "Das Bild konnte nicht geladen werden",
  // Connecting
  networkNotFound: "Netzwerk nicht gefunden",
  failedToConnect: "Verbindung fehlgeschlagen",
  popupClosed: "Pop-up geschlossen",
  modalClosed: "Dialog geschlossen",
  connectionRejected: "Verbindung abgelehnt",
  socialConnectionFailed: "Die Social-Anmeldung konnte nicht gestartet werden",
  farcasterConnectionFailed: "Verbindung mit Farcaster fehlgeschlagen",
  noAuthConnector: "Kein Auth-Connector gefunden",
  notConnectedToEmailOrSocial: "Nicht per E-Mail oder Social-Anmeldung verbunden",
  chainNotSupported: "Die Chain wird nicht unterstützt",
  invalidConnectionStatus: "Ungültiger Verbindungsstatus",
  disconnectChainsFailed: (reason) => `Chains konnten nicht getrennt werden: ${reason}`,
  connectorSupportsNoRequestedChain: "Der Connector unterstützt keine der angeforderten Chains",
  unsupportedChainNamespace: "Nicht unterstützter Chain-Namespace",
  rpcUnavailable: (url) => `Der RPC-Endpunkt ist nicht verfügbar: ${url}`,
  authInitFailed: "Beim Initialisieren der Authentifizierung ist ein Problem aufgetreten",
  signMessageFailed: "Fehler beim Signieren der Nachricht",
  // The embedded wallet's frame
  frameLoadFailed: "Die Komponente für die E-Mail-Anmeldung konnte nicht geladen werden",
  requestAborted: "Die Anfrage wurde abgebrochen",
  somethingWentWrong: "Etwas ist schiefgelaufen",
  frameErrorWithoutMessage: "Ein Fehler ist aufgetreten",
  embeddedWalletSignedOut: "Die eingebettete Wallet ist nicht angemeldet",
  // Alerts: short and long texts
  invalidAppConfiguration: "Ungültige App-Konfiguration",
  alertNetworkNotFound: "Netzwerk nicht gefunden",
  alertNetworkNotFoundLong:
    "Füge dieses Netzwerk dem networks-Array hinzu, das an createFoyer übergeben wird, bevor du zu ihm wechselst.",
  alertOriginNotAllowedLong:
    "Der Ursprung dieser Seite gehört nicht zu den erlaubten Ursprüngen des Projekts. Füge ihn auf deinem Foyer-Server hinzu.",
  alertEmbeddedWalletLoadFailed: "Netzwerkfehler - Eingebettete Wallet konnte nicht geladen werden",
  alertEmbeddedWalletLoadFailedLong:
    "Die eingebettete Wallet konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.",
  alertEmbeddedWalletTimedOut: "Zeitüberschreitung bei der eingebetteten Wallet",
  alertEmbeddedWalletTimedOutLong:
    "Die eingebettete Wallet hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.",
  alertUnverifiedDomain: "Nicht verifizierte Domain",
  alertUnverifiedDomainLong:
    "Diese Domain ist für das Projekt nicht verifiziert, daher ist die eingebettete Wallet nicht verfügbar.",
  alertSessionExpired: "Sitzung abgelaufen",
  alertSessionExpiredLong:
    "Die Uhr deines Geräts geht möglicherweise falsch. Prüfe deine Datums- und Uhrzeiteinstellungen und verbinde dich dann erneut.",
  alertInvalidProjectId: "Ungültige Projekt-ID",
  alertInvalidProjectIdLong:
    "Der Foyer-Server kennt diese Projekt-ID nicht. Prüfe die projectId, die an createFoyer übergeben wird.",
  alertProjectIdNotConfigured: "Projekt-ID nicht konfiguriert",
  alertProjectIdNotConfiguredLong:
    "createFoyer braucht eine projectId. Übergib die ID deines Projekts.",
  alertAppConfigurationFailed: "App-Konfiguration konnte nicht abgerufen werden",
  alertAppConfigurationFailedLong:
    "Der Foyer-Server konnte die Projektkonfiguration nicht liefern. Bitte versuche es später erneut.",
  alertAppConfigurationRateLimited: "Zu viele Anfragen",
  alertAppConfigurationRateLimitedLong:
    "Die Projektkonfiguration wurde zu oft angefordert. Warte einen Moment und versuche es erneut.",
  alertMultiWalletNotEnabled: "Multi-Wallet nicht aktiviert",
  alertMultiWalletNotEnabledLong:
    "Diese App erlaubt jeweils nur eine verbundene Wallet. Trenne sie, um eine andere zu verbinden.",
  // What a wallet answered
  walletUserRejected: "Die Anfrage wurde in der Wallet abgelehnt",
  walletUnauthorized: "Die Wallet hat dieses Konto oder diese Methode nicht autorisiert",
  walletUnsupportedMethod: "Die Wallet unterstützt diese Methode nicht",
  walletProviderDisconnected: "Die Wallet ist mit keiner Chain verbunden",
  walletChainDisconnected: "Die Wallet ist nicht mit der angeforderten Chain verbunden",
  walletUnrecognizedChain: "Die Wallet kennt diese Chain noch nicht",
  walletParseError: "Die Wallet konnte die Anfrage nicht lesen",
  walletInvalidRequest: "Die Wallet hat eine ungültige Anfrage erhalten",
  walletMethodNotFound: "Die Wallet bietet diese Methode nicht an",
  walletInvalidParams: "Die Anfrage enthielt ungültige Parameter",
  walletInternalError: "In der Wallet ist ein interner Fehler aufgetreten",
  walletInvalidInput: "Die Wallet hat die Eingabe der Anfrage abgelehnt",
  walletUnsupportedCapability: "Die Wallet unterstützt eine erforderliche Fähigkeit nicht",
  walletUnsupportedChainId: "Die Wallet unterstützt keine Aufrufe auf dieser Chain",
  walletDuplicateId: "Ein Batch mit dieser ID wurde bereits übermittelt",
  walletUnknownBundleId: "Die Wallet kennt diese Batch-ID nicht",
  walletBundleTooLarge: "Der Batch enthält zu viele Aufrufe für die Wallet",
  walletAtomicUpgradeRejected: "Das Upgrade auf atomare Batches wurde abgelehnt",
  walletAtomicityNotSupported: "Die Wallet kann diese Aufrufe nicht atomar ausführen",
  walletError: "Die Wallet hat einen Fehler zurückgegeben",
  walletInsufficientFunds: "Nicht genug Guthaben für diese Transaktion und ihre Netzwerkgebühr",
  chainNotConfigured:
    "Diese Chain ist nicht konfiguriert. Füge sie dem networks-Array hinzu, das an createFoyer übergeben wird.",
  connectorAlreadyConnected: "Diese Wallet ist bereits verbunden",
  connectorNotConnected: "Diese Wallet ist nicht verbunden",
  chainMismatch: "Die Wallet ist auf einer anderen Chain als diese Anfrage",
  providerNotFound: "Für diesen Connector wurde kein Wallet-Provider gefunden",
  chainSwitchingNotSupported: "Diese Wallet kann die Chain nicht aus der App heraus wechseln",
  walletConnectNoEvmChain: "Die WalletConnect-Sitzung enthält keine EVM-Chain",
  walletConnectNoEvmAccount: "Die WalletConnect-Sitzung gewährt kein EVM-Konto",
  walletConnectNoSession: "Es gibt keine WalletConnect-Sitzung zum Wiederherstellen",
  rpcAnswerInvalid: (method) => `Die Antwort der Chain auf ${method} ist ungültig`,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: (available) =>
    `Betrag und Gebühr übersteigen die ${available} BTC dieses Kontos`,
  bitcoinDust: (minimum) =>
    `Sende mindestens ${minimum} BTC an diese Adresse: Ein kleinerer Betrag ist Dust, den das Netzwerk nicht weiterleitet`,
  bitcoinPsbtRefused: "Die Wallet hat die Transaktion nicht signiert",
  bitcoinBroadcastRejected: (reason) =>
    `Das Bitcoin-Netzwerk hat die Transaktion abgelehnt: ${reason}`,
  bitcoinUnsupportedSender:
    "Mit dem Adresstyp dieses Kontos kann von hier aus nicht gesendet werden",
  solanaInsufficientFunds: "Unzureichendes Guthaben für diese Transaktion und ihre Gebühr",
  solanaRentMinimum: (minimum) =>
    `Der Empfänger hat noch kein Solana-Konto: Sende mindestens ${minimum} SOL, um es zu eröffnen`,
  solanaRentLeftBelow:
    "Der Transfer würde ein Konto unter Solanas Mindestguthaben für die Rent-Befreiung zurücklassen",
  solanaTransactionRefused: "Das Solana-Netzwerk hat die Transaktion abgelehnt",
  solanaTransactionExpired:
    "Die Transaktion ist abgelaufen, bevor sie in einen Block aufgenommen wurde; bitte versuche es erneut",
};
