import type { CoreTexts } from "@foyer/core/internal";

/** French: core's texts the modal shows (errors, toasts, alerts). */
export const coreFr: CoreTexts = {
  // Validation and sending
  addressInvalid: "L’adresse n’est pas valide",
  sendAmountAndReceiverRequired: "Un montant et une adresse de destinataire sont requis",
  sendTokenRequired: "Un jeton est requis",
  unsupportedChain: "Chaîne non prise en charge",
  emailCooldown: (seconds) => `Veuillez réessayer dans ${seconds} secondes`,
  invalidNumber: "Nombre non valide",
  invalidEmail: "E-mail non valide",
  actionNotAllowed: "Action non autorisée",
  smartAccountNotEnabled: "Les comptes intelligents ne sont pas activés sur ce réseau",
  transactionNotMined: "La transaction n’a pas été incluse dans un bloc à temps",
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: "Solde du jeton indisponible",
  gasPriceNetworkUnsupported: "Réseau non pris en charge pour le prix du gaz",
  swapsNetworkUnsupported: "Réseau non pris en charge pour les échanges",
  swapInsufficientGas: (symbol) => `Solde en ${symbol} insuffisant pour payer les frais de réseau`,
  nameResolveFailed: "Erreur lors de la résolution du nom",
  nameSuggestionsFailed: "Erreur lors de la récupération des suggestions de noms",
  namesForAddressFailed: "Erreur lors de la récupération des noms de l’adresse",
  nameRegisterFailed: (name) => `Erreur lors de l’enregistrement du nom ${name}`,
  transactionsFetchFailed: "Impossible de récupérer les transactions",
  imageUnavailable: "L’image n’a pas pu être chargée",
  // Connecting
  networkNotFound: "Réseau introuvable",
  failedToConnect: "Échec de la connexion",
  popupClosed: "Fenêtre pop-up fermée",
  modalClosed: "Fenêtre modale fermée",
  connectionRejected: "Connexion refusée",
  socialConnectionFailed: "Impossible de lancer la connexion par réseau social",
  farcasterConnectionFailed: "Impossible de se connecter à Farcaster",
  noAuthConnector: "Aucun connecteur d’authentification trouvé",
  notConnectedToEmailOrSocial: "Non connecté par e-mail ou par réseau social",
  chainNotSupported: "La chaîne n’est pas prise en charge",
  invalidConnectionStatus: "État de connexion non valide",
  disconnectChainsFailed: (reason) => `Impossible de déconnecter les chaînes : ${reason}`,
  connectorSupportsNoRequestedChain:
    "Le connecteur ne prend en charge aucune des chaînes demandées",
  unsupportedChainNamespace: "Espace de noms de chaîne non pris en charge",
  rpcUnavailable: (url) => `Le point de terminaison RPC est indisponible : ${url}`,
  authInitFailed: "Un problème est survenu lors de l’initialisation de l’authentification",
  signMessageFailed: "Erreur lors de la signature du message",
  // The embedded wallet's frame
  frameLoadFailed: "Impossible de charger le module de connexion par e-mail",
  requestAborted: "La demande a été interrompue",
  somethingWentWrong: "Un problème est survenu",
  frameErrorWithoutMessage: "Une erreur s’est produite",
  embeddedWalletSignedOut: "Le portefeuille intégré n’est pas connecté",
  // Alerts: short and long texts
  invalidAppConfiguration: "Configuration de l’application non valide",
  alertNetworkNotFound: "Réseau introuvable",
  alertNetworkNotFoundLong:
    "Ajoutez ce réseau au tableau networks transmis à createFoyer avant de passer à ce réseau.",
  alertOriginNotAllowedLong:
    "L’origine de cette page ne figure pas parmi les origines autorisées du projet. Ajoutez-la sur votre serveur Foyer.",
  alertEmbeddedWalletLoadFailed: "Erreur réseau - Impossible de charger le portefeuille intégré",
  alertEmbeddedWalletLoadFailedLong:
    "Le portefeuille intégré n’a pas pu être chargé. Vérifiez votre connexion et réessayez.",
  alertEmbeddedWalletTimedOut: "Délai de réponse du portefeuille intégré dépassé",
  alertEmbeddedWalletTimedOutLong:
    "Le portefeuille intégré n’a pas répondu à temps. Veuillez réessayer.",
  alertUnverifiedDomain: "Domaine non vérifié",
  alertUnverifiedDomainLong:
    "Ce domaine n’est pas vérifié pour le projet : le portefeuille intégré est donc indisponible.",
  alertSessionExpired: "Session expirée",
  alertSessionExpiredLong:
    "L’horloge de votre appareil est peut-être incorrecte. Vérifiez vos réglages de date et d’heure, puis reconnectez-vous.",
  alertInvalidProjectId: "ID de projet non valide",
  alertInvalidProjectIdLong:
    "Le serveur Foyer ne connaît pas cet ID de projet. Vérifiez le projectId transmis à createFoyer.",
  alertProjectIdNotConfigured: "ID de projet non configuré",
  alertProjectIdNotConfiguredLong:
    "createFoyer a besoin d’un projectId. Transmettez l’ID de votre projet.",
  alertAppConfigurationFailed: "Impossible d’obtenir la configuration de l’application",
  alertAppConfigurationFailedLong:
    "Le serveur Foyer n’a pas pu renvoyer la configuration du projet. Veuillez réessayer plus tard.",
  alertAppConfigurationRateLimited: "Trop de requêtes",
  alertAppConfigurationRateLimitedLong:
    "La configuration du projet a été demandée trop souvent. Patientez un instant et réessayez.",
  alertMultiWalletNotEnabled: "Multi-portefeuille non activé",
  alertMultiWalletNotEnabledLong:
    "Cette application n’autorise qu’un seul portefeuille connecté à la fois. Déconnectez-le pour en connecter un autre.",
  // What a wallet answered
  walletUserRejected: "La demande a été refusée dans le portefeuille",
  walletUnauthorized: "Le portefeuille n’a pas autorisé ce compte ou cette méthode",
  walletUnsupportedMethod: "Le portefeuille ne prend pas en charge cette méthode",
  walletProviderDisconnected: "Le portefeuille n’est connecté à aucune chaîne",
  walletChainDisconnected: "Le portefeuille n’est pas connecté à la chaîne demandée",
  walletUnrecognizedChain: "Le portefeuille ne connaît pas encore cette chaîne",
  walletParseError: "Le portefeuille n’a pas pu lire la demande",
  walletInvalidRequest: "Le portefeuille a reçu une demande non valide",
  walletMethodNotFound: "Le portefeuille ne propose pas cette méthode",
  walletInvalidParams: "La demande comportait des paramètres non valides",
  walletInternalError: "Le portefeuille a rencontré une erreur interne",
  walletInvalidInput: "Le portefeuille a refusé les données de la demande",
  walletUnsupportedCapability: "Le portefeuille ne prend pas en charge une capacité requise",
  walletUnsupportedChainId: "Le portefeuille ne prend pas en charge les appels sur cette chaîne",
  walletDuplicateId: "Un lot avec cet ID a déjà été soumis",
  walletUnknownBundleId: "Le portefeuille ne connaît pas cet ID de lot",
  walletBundleTooLarge: "Le lot contient trop d’appels pour le portefeuille",
  walletAtomicUpgradeRejected: "Le passage aux lots atomiques a été refusé",
  walletAtomicityNotSupported:
    "Le portefeuille ne peut pas exécuter ces appels de manière atomique",
  walletError: "Le portefeuille a renvoyé une erreur",
  walletInsufficientFunds: "Fonds insuffisants pour payer cette transaction et ses frais de réseau",
  chainNotConfigured:
    "Cette chaîne n’est pas configurée. Ajoutez-la au tableau networks transmis à createFoyer.",
  connectorAlreadyConnected: "Ce portefeuille est déjà connecté",
  connectorNotConnected: "Ce portefeuille n’est pas connecté",
  chainMismatch: "Le portefeuille est sur une autre chaîne que celle de cette demande",
  providerNotFound: "Aucun fournisseur de portefeuille trouvé pour ce connecteur",
  chainSwitchingNotSupported: "Ce portefeuille ne peut pas changer de chaîne depuis l’application",
  walletConnectNoEvmChain: "La session WalletConnect ne comporte aucune chaîne EVM",
  walletConnectNoEvmAccount: "La session WalletConnect n’accorde aucun compte EVM",
  walletConnectNoSession: "Aucune session WalletConnect à restaurer",
  rpcAnswerInvalid: (method) => `La réponse de la chaîne à ${method} n’est pas valide`,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: (available) =>
    `Le montant et ses frais dépassent les ${available} BTC de ce compte`,
  bitcoinDust: (minimum) =>
    `Envoyez au moins ${minimum} BTC à cette adresse : un montant inférieur est de la « poussière » que le réseau ne relaie pas`,
  bitcoinPsbtRefused: "Le portefeuille n’a pas signé la transaction",
  bitcoinBroadcastRejected: (reason) => `Le réseau Bitcoin a refusé la transaction : ${reason}`,
  bitcoinUnsupportedSender: "Le type d’adresse de ce compte ne permet pas d’envoyer depuis ici",
  solanaInsufficientFunds: "Solde insuffisant pour cette transaction et ses frais",
  solanaRentMinimum: (minimum) =>
    `Le destinataire n’a pas encore de compte Solana : envoyez au moins ${minimum} SOL pour l’ouvrir`,
  solanaRentLeftBelow:
    "Le transfert laisserait un compte sous le minimum d’exemption de loyer de Solana",
  solanaTransactionRefused: "Le réseau Solana a refusé la transaction",
  solanaTransactionExpired:
    "La transaction a expiré avant d’être incluse dans un bloc ; veuillez réessayer",
};
