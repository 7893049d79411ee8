import type { CoreTexts } from "@foyer/core/internal";

/** Portuguese: core's texts the modal shows (errors, toasts, alerts). */
export const corePt: CoreTexts = {
  // Validation and sending
  addressInvalid: "O endereço é inválido",
  sendAmountAndReceiverRequired: "São necessários um valor e um endereço de destinatário",
  sendTokenRequired: "É necessário um token",
  unsupportedChain: "Cadeia não suportada",
  emailCooldown: (seconds) => `Tente novamente daqui a ${seconds} segundos`,
  invalidNumber: "Número inválido",
  invalidEmail: "E-mail inválido",
  actionNotAllowed: "Ação não permitida",
  smartAccountNotEnabled: "As contas inteligentes não estão ativadas nesta rede",
  transactionNotMined: "A transação não foi minerada a tempo",
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: "Saldo do token indisponível",
  gasPriceNetworkUnsupported: "Rede não suportada para o preço do gás",
  swapsNetworkUnsupported: "Rede não suportada para trocas",
  swapInsufficientGas: (symbol) => `Não há ${symbol} suficiente para pagar a taxa de rede`,
  nameResolveFailed: "Erro ao resolver o nome",
  nameSuggestionsFailed: "Erro ao buscar sugestões de nomes",
  namesForAddressFailed: "Erro ao buscar os nomes do endereço",
  nameRegisterFailed: (name) => `Erro ao registrar o nome ${name}`,
  transactionsFetchFailed: "Não foi possível buscar as transações",
  imageUnavailable: "Não foi possível carregar a imagem",
  // Connecting
  networkNotFound: "Rede não encontrada",
  failedToConnect: "Falha ao conectar",
  popupClosed: "Janela pop-up fechada",
  modalClosed: "Janela modal fechada",
  connectionRejected: "Conexão rejeitada",
  socialConnectionFailed: "Falha ao iniciar o login social",
  farcasterConnectionFailed: "Falha ao conectar ao Farcaster",
  noAuthConnector: "Nenhum conector de autenticação encontrado",
  notConnectedToEmailOrSocial: "Não conectado por e-mail ou login social",
  chainNotSupported: "A rede não é suportada",
  invalidConnectionStatus: "Status de conexão inválido",
  disconnectChainsFailed: (reason) => `Falha ao desconectar as redes: ${reason}`,
  connectorSupportsNoRequestedChain: "O conector não suporta nenhuma das redes solicitadas",
  unsupportedChainNamespace: "Namespace de rede não suportado",
  rpcUnavailable: (url) => `O endpoint RPC está indisponível: ${url}`,
  authInitFailed: "Ocorreu um problema ao iniciar a autenticação",
  signMessageFailed: "Erro ao assinar a mensagem",
  // The embedded wallet's frame
  frameLoadFailed: "Não foi possível carregar o componente de login por e-mail",
  requestAborted: "A solicitação foi interrompida",
  somethingWentWrong: "Algo deu errado",
  frameErrorWithoutMessage: "Ocorreu um erro",
  embeddedWalletSignedOut: "Não há sessão iniciada na carteira integrada",
  // Alerts: short and long texts
  invalidAppConfiguration: "Configuração do aplicativo inválida",
  alertNetworkNotFound: "Rede não encontrada",
  alertNetworkNotFoundLong:
    "Adicione esta rede ao array networks passado para createFoyer antes de trocar para ela.",
  alertOriginNotAllowedLong:
    "A origem desta página não está entre as origens permitidas do projeto. Adicione-a no seu servidor Foyer.",
  alertEmbeddedWalletLoadFailed: "Erro de rede - Não foi possível carregar a carteira integrada",
  alertEmbeddedWalletLoadFailedLong:
    "Não foi possível carregar a carteira integrada. Verifique sua conexão e tente novamente.",
  alertEmbeddedWalletTimedOut: "A solicitação à carteira integrada expirou",
  alertEmbeddedWalletTimedOutLong: "A carteira integrada não respondeu a tempo. Tente novamente.",
  alertUnverifiedDomain: "Domínio não verificado",
  alertUnverifiedDomainLong:
    "Este domínio não está verificado para o projeto, então a carteira integrada está indisponível.",
  alertSessionExpired: "Sessão expirada",
  alertSessionExpiredLong:
    "O relógio do seu dispositivo pode estar errado. Verifique as configurações de data e hora e conecte-se novamente.",
  alertInvalidProjectId: "ID do projeto inválido",
  alertInvalidProjectIdLong:
    "O servidor Foyer não conhece este ID de projeto. Verifique o projectId passado para createFoyer.",
  alertProjectIdNotConfigured: "ID do projeto não configurado",
  alertProjectIdNotConfiguredLong:
    "O createFoyer precisa de um projectId. Passe o ID do seu projeto.",
  alertAppConfigurationFailed: "Falha ao obter a configuração do aplicativo",
  alertAppConfigurationFailedLong:
    "O servidor Foyer não conseguiu retornar a configuração do projeto. Tente novamente mais tarde.",
  alertAppConfigurationRateLimited: "Solicitações demais",
  alertAppConfigurationRateLimitedLong:
    "A configuração do projeto foi solicitada com muita frequência. Aguarde um momento e tente novamente.",
  alertMultiWalletNotEnabled: "Várias carteiras não ativadas",
  alertMultiWalletNotEnabledLong:
    "Este aplicativo permite uma carteira conectada por vez. Desconecte-a para conectar outra.",
  // What a wallet answered
  walletUserRejected: "A solicitação foi rejeitada na carteira",
  walletUnauthorized: "A carteira não autorizou esta conta ou este método",
  walletUnsupportedMethod: "A carteira não suporta este método",
  walletProviderDisconnected: "A carteira não está conectada a nenhuma rede",
  walletChainDisconnected: "A carteira não está conectada à rede solicitada",
  walletUnrecognizedChain: "A carteira ainda não conhece esta rede",
  walletParseError: "A carteira não conseguiu ler a solicitação",
  walletInvalidRequest: "A carteira recebeu uma solicitação inválida",
  walletMethodNotFound: "A carteira não oferece este método",
  walletInvalidParams: "A solicitação tinha parâmetros inválidos",
  walletInternalError: "A carteira encontrou um erro interno",
  walletInvalidInput: "A carteira rejeitou os dados da solicitação",
  walletUnsupportedCapability: "A carteira não suporta um recurso necessário",
  walletUnsupportedChainId: "A carteira não suporta chamadas nesta rede",
  walletDuplicateId: "Um lote com este ID já foi enviado",
  walletUnknownBundleId: "A carteira não conhece este ID de lote",
  walletBundleTooLarge: "O lote tem chamadas demais para a carteira",
  walletAtomicUpgradeRejected: "A atualização para lotes atômicos foi rejeitada",
  walletAtomicityNotSupported: "A carteira não consegue executar estas chamadas de forma atômica",
  walletError: "A carteira retornou um erro",
  walletInsufficientFunds: "Não há fundos suficientes para pagar esta transação e a taxa de rede",
  chainNotConfigured:
    "Esta rede não está configurada. Adicione-a ao array networks passado para createFoyer.",
  connectorAlreadyConnected: "Esta carteira já está conectada",
  connectorNotConnected: "Esta carteira não está conectada",
  chainMismatch: "A carteira está em uma rede diferente da desta solicitação",
  providerNotFound: "Nenhum provedor de carteira foi encontrado para este conector",
  chainSwitchingNotSupported: "Esta carteira não pode trocar de rede a partir do aplicativo",
  walletConnectNoEvmChain: "A sessão WalletConnect não tem nenhuma rede EVM",
  walletConnectNoEvmAccount: "A sessão WalletConnect não concede nenhuma conta EVM",
  walletConnectNoSession: "Não há sessão WalletConnect para restaurar",
  rpcAnswerInvalid: (method) => `A resposta da rede a ${method} não é válida`,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: (available) =>
    `O valor e a taxa ultrapassam os ${available} BTC desta conta`,
  bitcoinDust: (minimum) =>
    `Envie pelo menos ${minimum} BTC para este endereço: um valor menor é poeira (dust) que a rede não retransmite`,
  bitcoinPsbtRefused: "A carteira não assinou a transação",
  bitcoinBroadcastRejected: (reason) => `A rede Bitcoin recusou a transação: ${reason}`,
  bitcoinUnsupportedSender: "O tipo de endereço desta conta não pode enviar daqui",
  solanaInsufficientFunds: "Saldo insuficiente para esta transação e sua taxa",
  solanaRentMinimum: (minimum) =>
    `O destinatário ainda não tem conta Solana: envie pelo menos ${minimum} SOL para abri-la`,
  solanaRentLeftBelow:
    "A transferência deixaria uma conta abaixo do mínimo isento de aluguel (rent-exempt) da Solana",
  solanaTransactionRefused: "A rede Solana recusou a transação",
  solanaTransactionExpired: "A transação expirou antes de ser incluída; tente novamente",
};
