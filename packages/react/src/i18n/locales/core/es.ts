import type { CoreTexts } from "@foyer/core/internal";

/** Spanish: core's texts the modal shows (errors, toasts, alerts). */
export const coreEs: CoreTexts = {
  // Validation and sending
  addressInvalid: "La dirección no es válida",
  sendAmountAndReceiverRequired: "Se requieren un importe y una dirección de destinatario",
  sendTokenRequired: "Se requiere un token",
  unsupportedChain: "Cadena no compatible",
  emailCooldown: (seconds) => `Inténtalo de nuevo dentro de ${seconds} segundos`,
  invalidNumber: "Número no válido",
  invalidEmail: "Correo electrónico no válido",
  actionNotAllowed: "Acción no permitida",
  smartAccountNotEnabled: "Las cuentas inteligentes no están habilitadas en esta red",
  transactionNotMined: "La transacción no se incluyó en un bloque a tiempo",
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: "Saldo del token no disponible",
  gasPriceNetworkUnsupported: "Red no compatible con el precio del gas",
  swapsNetworkUnsupported: "Red no compatible con los intercambios",
  swapInsufficientGas: (symbol) => `No hay suficiente ${symbol} para pagar la comisión de red`,
  nameResolveFailed: "Error al resolver el nombre",
  nameSuggestionsFailed: "Error al obtener sugerencias de nombres",
  namesForAddressFailed: "Error al obtener los nombres de la dirección",
  nameRegisterFailed: (name) => `Error al registrar el nombre ${name}`,
  transactionsFetchFailed: "No se pudieron obtener las transacciones",
  imageUnavailable: "No se pudo cargar la imagen",
  // Connecting
  networkNotFound: "Red no encontrada",
  failedToConnect: "No se pudo conectar",
  popupClosed: "Ventana emergente cerrada",
  modalClosed: "Ventana modal cerrada",
  connectionRejected: "Conexión rechazada",
  socialConnectionFailed: "No se pudo iniciar la conexión con la red social",
  farcasterConnectionFailed: "No se pudo conectar con Farcaster",
  noAuthConnector: "No se encontró ningún conector de autenticación",
  notConnectedToEmailOrSocial: "No hay conexión por correo electrónico ni por red social",
  chainNotSupported: "La cadena no es compatible",
  invalidConnectionStatus: "Estado de conexión no válido",
  disconnectChainsFailed: (reason) => `No se pudieron desconectar las cadenas: ${reason}`,
  connectorSupportsNoRequestedChain: "El conector no admite ninguna de las cadenas solicitadas",
  unsupportedChainNamespace: "Espacio de nombres de cadena no compatible",
  rpcUnavailable: (url) => `El punto de conexión RPC no está disponible: ${url}`,
  authInitFailed: "Se produjo un problema al intentar inicializar la autenticación",
  signMessageFailed: "Error al firmar el mensaje",
  // The embedded wallet's frame
  frameLoadFailed: "No se pudo cargar el componente de inicio de sesión con correo",
  requestAborted: "La solicitud se interrumpió",
  somethingWentWrong: "Algo salió mal",
  frameErrorWithoutMessage: "Se produjo un error",
  embeddedWalletSignedOut: "La billetera integrada no tiene una sesión iniciada",
  // Alerts: short and long texts
  invalidAppConfiguration: "Configuración de la aplicación no válida",
  alertNetworkNotFound: "Red no encontrada",
  alertNetworkNotFoundLong:
    "Añade esta red al array networks que se pasa a createFoyer antes de cambiar a ella.",
  alertOriginNotAllowedLong:
    "El origen de esta página no está entre los orígenes permitidos del proyecto. Añádelo en tu servidor de Foyer.",
  alertEmbeddedWalletLoadFailed: "Error de red - No se pudo cargar la billetera integrada",
  alertEmbeddedWalletLoadFailedLong:
    "No se pudo cargar la billetera integrada. Comprueba tu conexión e inténtalo de nuevo.",
  alertEmbeddedWalletTimedOut: "Tiempo de espera agotado en la billetera integrada",
  alertEmbeddedWalletTimedOutLong:
    "La billetera integrada no respondió a tiempo. Inténtalo de nuevo.",
  alertUnverifiedDomain: "Dominio no verificado",
  alertUnverifiedDomainLong:
    "Este dominio no está verificado para el proyecto, así que la billetera integrada no está disponible.",
  alertSessionExpired: "Sesión expirada",
  alertSessionExpiredLong:
    "Es posible que el reloj de tu dispositivo no sea correcto. Revisa la configuración de fecha y hora y vuelve a conectarte.",
  alertInvalidProjectId: "ID de proyecto no válido",
  alertInvalidProjectIdLong:
    "El servidor de Foyer no reconoce este ID de proyecto. Revisa el projectId que se pasa a createFoyer.",
  alertProjectIdNotConfigured: "ID de proyecto no configurado",
  alertProjectIdNotConfiguredLong: "createFoyer necesita un projectId. Pasa el ID de tu proyecto.",
  alertAppConfigurationFailed: "No se pudo obtener la configuración de la aplicación",
  alertAppConfigurationFailedLong:
    "El servidor de Foyer no pudo devolver la configuración del proyecto. Inténtalo de nuevo más tarde.",
  alertAppConfigurationRateLimited: "Demasiadas solicitudes",
  alertAppConfigurationRateLimitedLong:
    "La configuración del proyecto se solicitó demasiadas veces. Espera un momento e inténtalo de nuevo.",
  alertMultiWalletNotEnabled: "Multibilletera no habilitada",
  alertMultiWalletNotEnabledLong:
    "Esta aplicación permite una sola billetera conectada a la vez. Desconéctala para conectar otra.",
  // What a wallet answered
  walletUserRejected: "La solicitud se rechazó en la billetera",
  walletUnauthorized: "La billetera no ha autorizado esta cuenta o este método",
  walletUnsupportedMethod: "La billetera no admite este método",
  walletProviderDisconnected: "La billetera no está conectada a ninguna cadena",
  walletChainDisconnected: "La billetera no está conectada a la cadena solicitada",
  walletUnrecognizedChain: "La billetera aún no conoce esta cadena",
  walletParseError: "La billetera no pudo leer la solicitud",
  walletInvalidRequest: "La billetera recibió una solicitud no válida",
  walletMethodNotFound: "La billetera no ofrece este método",
  walletInvalidParams: "La solicitud tenía parámetros no válidos",
  walletInternalError: "La billetera tuvo un error interno",
  walletInvalidInput: "La billetera rechazó los datos de la solicitud",
  walletUnsupportedCapability: "La billetera no admite una capacidad necesaria",
  walletUnsupportedChainId: "La billetera no admite llamadas en esta cadena",
  walletDuplicateId: "Ya se envió un lote con este ID",
  walletUnknownBundleId: "La billetera no conoce este ID de lote",
  walletBundleTooLarge: "El lote tiene demasiadas llamadas para la billetera",
  walletAtomicUpgradeRejected: "Se rechazó la actualización a lotes atómicos",
  walletAtomicityNotSupported: "La billetera no puede ejecutar estas llamadas de forma atómica",
  walletError: "La billetera devolvió un error",
  walletInsufficientFunds:
    "No hay fondos suficientes para pagar esta transacción y su comisión de red",
  chainNotConfigured:
    "Esta cadena no está configurada. Añádela al array networks que se pasa a createFoyer.",
  connectorAlreadyConnected: "Esta billetera ya está conectada",
  connectorNotConnected: "Esta billetera no está conectada",
  chainMismatch: "La billetera está en una cadena distinta de la de esta solicitud",
  providerNotFound: "No se encontró ningún proveedor de billetera para este conector",
  chainSwitchingNotSupported: "Esta billetera no puede cambiar de cadena desde la aplicación",
  walletConnectNoEvmChain: "La sesión de WalletConnect no tiene ninguna cadena EVM",
  walletConnectNoEvmAccount: "La sesión de WalletConnect no concede ninguna cuenta EVM",
  walletConnectNoSession: "No hay ninguna sesión de WalletConnect que restaurar",
  rpcAnswerInvalid: (method) => `La respuesta de la cadena a ${method} no es válida`,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: (available) =>
    `El importe y su comisión superan los ${available} BTC de esta cuenta`,
  bitcoinDust: (minimum) =>
    `Envía al menos ${minimum} BTC a esta dirección: un importe menor es "polvo" que la red no retransmite`,
  bitcoinPsbtRefused: "La billetera no firmó la transacción",
  bitcoinBroadcastRejected: (reason) => `La red de Bitcoin rechazó la transacción: ${reason}`,
  bitcoinUnsupportedSender: "El tipo de dirección de esta cuenta no puede enviar desde aquí",
  solanaInsufficientFunds: "Saldo insuficiente para esta transacción y su comisión",
  solanaRentMinimum: (minimum) =>
    `El destinatario aún no tiene una cuenta de Solana: envía al menos ${minimum} SOL para abrirla`,
  solanaRentLeftBelow:
    "La transferencia dejaría una cuenta por debajo del mínimo exento de renta de Solana",
  solanaTransactionRefused: "La red de Solana rechazó la transacción",
  solanaTransactionExpired:
    "La transacción expiró antes de incluirse en un bloque; inténtalo de nuevo",
};
