import type { CoreTexts } from "../../coreText/coreTextEn.js";

/** Korean: core's texts the modal shows (errors, toasts, alerts). */
export const coreKo: CoreTexts = {
  // Validation and sending
  addressInvalid: "주소가 올바르지 않습니다",
  sendAmountAndReceiverRequired: "금액과 받는 사람 주소가 필요합니다",
  sendTokenRequired: "토큰이 필요합니다",
  unsupportedChain: "지원되지 않는 체인",
  emailCooldown: (seconds) => `${seconds}초 후에 다시 시도하세요`,
  invalidNumber: "올바르지 않은 숫자입니다",
  invalidEmail: "올바르지 않은 이메일입니다",
  actionNotAllowed: "허용되지 않는 작업입니다",
  smartAccountNotEnabled: "이 네트워크에서는 스마트 계정이 활성화되어 있지 않습니다",
  transactionNotMined: "트랜잭션이 제시간에 블록에 포함되지 않았습니다",
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: "토큰 잔액을 확인할 수 없습니다",
  gasPriceNetworkUnsupported: "이 네트워크는 가스 가격을 지원하지 않습니다",
  swapsNetworkUnsupported: "이 네트워크는 스왑을 지원하지 않습니다",
  nameResolveFailed: "이름을 조회하는 중 오류가 발생했습니다",
  nameSuggestionsFailed: "이름 추천을 가져오는 중 오류가 발생했습니다",
  namesForAddressFailed: "주소의 이름을 가져오는 중 오류가 발생했습니다",
  nameRegisterFailed: (name) => `이름 ${name} 등록 중 오류가 발생했습니다`,
  transactionsFetchFailed: "트랜잭션을 가져오지 못했습니다",
  imageUnavailable: "이미지를 불러오지 못했습니다",
  // Connecting
  networkNotFound: "네트워크를 찾을 수 없습니다",
  failedToConnect: "연결하지 못했습니다",
  popupClosed: "팝업이 닫혔습니다",
  modalClosed: "모달이 닫혔습니다",
  connectionRejected: "연결이 거부되었습니다",
  socialConnectionFailed: "소셜 연결을 시작하지 못했습니다",
  farcasterConnectionFailed: "Farcaster에 연결하지 못했습니다",
  noAuthConnector: "인증 커넥터를 찾을 수 없습니다",
  notConnectedToEmailOrSocial: "이메일 또는 소셜로 연결되어 있지 않습니다",
  chainNotSupported: "지원되지 않는 체인입니다",
  invalidConnectionStatus: "올바르지 않은 연결 상태입니다",
  disconnectChainsFailed: (reason) => `체인 연결을 해제하지 못했습니다: ${reason}`,
  connectorSupportsNoRequestedChain: "이 커넥터는 요청된 체인을 하나도 지원하지 않습니다",
  unsupportedChainNamespace: "지원되지 않는 체인 네임스페이스입니다",
  rpcUnavailable: (url) => `RPC 엔드포인트를 사용할 수 없습니다: ${url}`,
  authInitFailed: "인증을 초기화하는 중 문제가 발생했습니다",
  signMessageFailed: "메시지 서명 중 오류가 발생했습니다",
  // The embedded wallet's frame
  frameLoadFailed: "이메일 로그인에 필요한 구성 요소를 불러올 수 없습니다",
  requestAborted: "요청이 중단되었습니다",
  somethingWentWrong: "문제가 발생했습니다",
  frameErrorWithoutMessage: "오류가 발생했습니다",
  embeddedWalletSignedOut: "내장 지갑에 로그인되어 있지 않습니다",
  // Alerts: short and long texts
  invalidAppConfiguration: "잘못된 앱 구성",
  alertNetworkNotFound: "네트워크를 찾을 수 없음",
  alertNetworkNotFoundLong:
    "이 네트워크로 전환하기 전에 createFoyer에 전달한 networks 배열에 추가하세요.",
  alertOriginNotAllowedLong:
    "이 페이지의 출처가 프로젝트의 허용된 출처에 없습니다. Foyer 서버에서 추가하세요.",
  alertEmbeddedWalletLoadFailed: "네트워크 오류 - 내장 지갑을 불러오지 못했습니다",
  alertEmbeddedWalletLoadFailedLong:
    "내장 지갑을 불러오지 못했습니다. 연결을 확인한 후 다시 시도하세요.",
  alertEmbeddedWalletTimedOut: "내장 지갑 요청 시간 초과",
  alertEmbeddedWalletTimedOutLong: "내장 지갑이 제시간에 응답하지 않았습니다. 다시 시도하세요.",
  alertUnverifiedDomain: "확인되지 않은 도메인",
  alertUnverifiedDomainLong:
    "이 도메인은 프로젝트에서 확인되지 않아 내장 지갑을 사용할 수 없습니다.",
  alertSessionExpired: "세션 만료",
  alertSessionExpiredLong:
    "기기의 시계가 잘못되었을 수 있습니다. 날짜 및 시간 설정을 확인한 후 다시 연결하세요.",
  alertInvalidProjectId: "잘못된 프로젝트 ID",
  alertInvalidProjectIdLong:
    "Foyer 서버가 이 프로젝트 ID를 알지 못합니다. createFoyer에 전달한 projectId를 확인하세요.",
  alertProjectIdNotConfigured: "프로젝트 ID가 구성되지 않음",
  alertProjectIdNotConfiguredLong:
    "createFoyer에는 projectId가 필요합니다. 프로젝트의 ID를 전달하세요.",
  alertAppConfigurationFailed: "앱 구성을 가져오지 못했습니다",
  alertAppConfigurationFailedLong:
    "Foyer 서버가 프로젝트 구성을 반환하지 못했습니다. 나중에 다시 시도하세요.",
  alertAppConfigurationRateLimited: "요청이 너무 많음",
  alertAppConfigurationRateLimitedLong:
    "프로젝트 구성 요청이 너무 잦았습니다. 잠시 기다린 후 다시 시도하세요.",
  alertMultiWalletNotEnabled: "멀티 지갑이 활성화되지 않음",
  alertMultiWalletNotEnabledLong:
    "이 앱은 한 번에 하나의 지갑만 연결할 수 있습니다. 다른 지갑을 연결하려면 현재 지갑의 연결을 해제하세요.",
  // What a wallet answered
  walletUserRejected: "지갑에서 요청이 거부되었습니다",
  walletUnauthorized: "지갑이 이 계정 또는 메서드를 승인하지 않았습니다",
  walletUnsupportedMethod: "지갑이 이 메서드를 지원하지 않습니다",
  walletProviderDisconnected: "지갑이 어떤 체인에도 연결되어 있지 않습니다",
  walletChainDisconnected: "지갑이 요청된 체인에 연결되어 있지 않습니다",
  walletUnrecognizedChain: "지갑이 아직 이 체인을 알지 못합니다",
  walletParseError: "지갑이 요청을 읽지 못했습니다",
  walletInvalidRequest: "지갑이 잘못된 요청을 받았습니다",
  walletMethodNotFound: "지갑이 이 메서드를 제공하지 않습니다",
  walletInvalidParams: "요청의 매개변수가 잘못되었습니다",
  walletInternalError: "지갑에서 내부 오류가 발생했습니다",
  walletInvalidInput: "지갑이 요청 입력을 거부했습니다",
  walletUnsupportedCapability: "지갑이 필요한 기능을 지원하지 않습니다",
  walletUnsupportedChainId: "지갑이 이 체인에서의 호출을 지원하지 않습니다",
  walletDuplicateId: "이 ID의 배치가 이미 제출되었습니다",
  walletUnknownBundleId: "지갑이 이 배치 ID를 알지 못합니다",
  walletBundleTooLarge: "배치의 호출 수가 지갑이 처리할 수 있는 한도를 넘습니다",
  walletAtomicUpgradeRejected: "원자적 배치로의 업그레이드가 거부되었습니다",
  walletAtomicityNotSupported: "지갑이 이 호출들을 원자적으로 실행할 수 없습니다",
  walletError: "지갑이 오류를 반환했습니다",
  chainNotConfigured: "이 체인은 구성되지 않았습니다. createFoyer에 전달한 networks에 추가하세요.",
  connectorAlreadyConnected: "이 지갑은 이미 연결되어 있습니다",
  connectorNotConnected: "이 지갑은 연결되어 있지 않습니다",
  chainMismatch: "지갑이 이 요청과 다른 체인에 있습니다",
  providerNotFound: "이 커넥터의 지갑 공급자를 찾을 수 없습니다",
  chainSwitchingNotSupported: "이 지갑은 앱에서 체인을 전환할 수 없습니다",
  walletConnectNoEvmChain: "WalletConnect 세션에 EVM 체인이 없습니다",
  walletConnectNoEvmAccount: "WalletConnect 세션이 EVM 계정을 허용하지 않습니다",
  walletConnectNoSession: "복원할 WalletConnect 세션이 없습니다",
  rpcAnswerInvalid: (method) => `${method}에 대한 체인의 응답이 올바르지 않습니다`,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: (available) =>
    `금액과 수수료의 합이 이 계정의 ${available} BTC를 초과합니다`,
  bitcoinDust: (minimum) =>
    `이 주소로는 ${minimum} BTC 이상을 보내세요. 이보다 적은 금액은 네트워크가 전달하지 않는 더스트입니다`,
  bitcoinPsbtRefused: "지갑이 트랜잭션에 서명하지 않았습니다",
  bitcoinBroadcastRejected: (reason) => `Bitcoin 네트워크가 트랜잭션을 거부했습니다: ${reason}`,
  bitcoinUnsupportedSender: "이 계정의 주소 유형으로는 여기에서 보낼 수 없습니다",
  solanaInsufficientFunds: "이 트랜잭션과 수수료를 낼 잔액이 부족합니다",
  solanaRentMinimum: (minimum) =>
    `받는 사람에게 아직 Solana 계정이 없습니다. 계정을 열려면 ${minimum} SOL 이상을 보내세요`,
  solanaRentLeftBelow: "이 전송을 하면 계정 잔액이 Solana의 렌트 면제 최소 금액보다 적어집니다",
  solanaTransactionRefused: "Solana 네트워크가 트랜잭션을 거부했습니다",
  solanaTransactionExpired: "트랜잭션이 처리되기 전에 만료되었습니다. 다시 시도하세요",
};
