import type { CoreTexts } from "@foyer/core/internal";

/** Japanese: core's texts the modal shows (errors, toasts, alerts). */
export const coreJa: CoreTexts = {
  // Validation and sending
  addressInvalid: "アドレスが無効です",
  sendAmountAndReceiverRequired: "金額と受取人のアドレスが必要です",
  sendTokenRequired: "トークンが必要です",
  unsupportedChain: "サポートされていないチェーン",
  emailCooldown: (seconds) => `${seconds} 秒後にもう一度お試しください`,
  invalidNumber: "無効な数値です",
  invalidEmail: "無効なメールアドレスです",
  actionNotAllowed: "この操作は許可されていません",
  smartAccountNotEnabled: "このネットワークではスマートアカウントが有効になっていません",
  transactionNotMined: "トランザクションが時間内にブロックに取り込まれませんでした",
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: "トークン残高を取得できません",
  gasPriceNetworkUnsupported: "このネットワークはガス価格に対応していません",
  swapsNetworkUnsupported: "このネットワークはスワップに対応していません",
  swapInsufficientGas: (symbol) => `ネットワーク手数料を支払う ${symbol} が足りません`,
  nameResolveFailed: "名前の解決中にエラーが発生しました",
  nameSuggestionsFailed: "名前の候補の取得中にエラーが発生しました",
  namesForAddressFailed: "アドレスの名前の取得中にエラーが発生しました",
  nameRegisterFailed: (name) => `名前 ${name} の登録中にエラーが発生しました`,
  transactionsFetchFailed: "トランザクションを取得できませんでした",
  imageUnavailable: "画像を読み込めませんでした",
  // Connecting
  networkNotFound: "ネットワークが見つかりません",
  failedToConnect: "接続に失敗しました",
  popupClosed: "ポップアップが閉じられました",
  modalClosed: "モーダルが閉じられました",
  connectionRejected: "接続が拒否されました",
  socialConnectionFailed: "ソーシャル接続を開始できませんでした",
  farcasterConnectionFailed: "Farcaster に接続できませんでした",
  noAuthConnector: "認証コネクタが見つかりません",
  notConnectedToEmailOrSocial: "メールまたはソーシャルで接続されていません",
  chainNotSupported: "このチェーンはサポートされていません",
  invalidConnectionStatus: "無効な接続状態です",
  disconnectChainsFailed: (reason) => `チェーンの接続を解除できませんでした: ${reason}`,
  connectorSupportsNoRequestedChain: "このコネクタは要求されたチェーンのいずれにも対応していません",
  unsupportedChainNamespace: "サポートされていないチェーンの名前空間です",
  rpcUnavailable: (url) => `RPC エンドポイントを利用できません: ${url}`,
  authInitFailed: "認証の初期化中に問題が発生しました",
  signMessageFailed: "メッセージの署名中にエラーが発生しました",
  // The embedded wallet's frame
  frameLoadFailed: "メールログインに必要なコンポーネントを読み込めません",
  requestAborted: "リクエストが中止されました",
  somethingWentWrong: "問題が発生しました",
  frameErrorWithoutMessage: "エラーが発生しました",
  embeddedWalletSignedOut: "埋め込みウォレットにサインインしていません",
  // Alerts: short and long texts
  invalidAppConfiguration: "無効なアプリ設定",
  alertNetworkNotFound: "ネットワークが見つかりません",
  alertNetworkNotFoundLong:
    "このネットワークに切り替える前に、createFoyer に渡す networks 配列に追加してください。",
  alertOriginNotAllowedLong:
    "このページのオリジンはプロジェクトの許可済みオリジンに含まれていません。Foyer サーバーで追加してください。",
  alertEmbeddedWalletLoadFailed: "ネットワークエラー - 埋め込みウォレットを読み込めませんでした",
  alertEmbeddedWalletLoadFailedLong:
    "埋め込みウォレットを読み込めませんでした。接続を確認して、もう一度お試しください。",
  alertEmbeddedWalletTimedOut: "埋め込みウォレットのリクエストがタイムアウトしました",
  alertEmbeddedWalletTimedOutLong:
    "埋め込みウォレットが時間内に応答しませんでした。もう一度お試しください。",
  alertUnverifiedDomain: "未確認のドメイン",
  alertUnverifiedDomainLong:
    "このドメインはプロジェクトで確認されていないため、埋め込みウォレットを利用できません。",
  alertSessionExpired: "セッションの有効期限切れ",
  alertSessionExpiredLong:
    "デバイスの時計がずれている可能性があります。日付と時刻の設定を確認してから、再接続してください。",
  alertInvalidProjectId: "無効なプロジェクト ID",
  alertInvalidProjectIdLong:
    "Foyer サーバーはこのプロジェクト ID を認識していません。createFoyer に渡した projectId を確認してください。",
  alertProjectIdNotConfigured: "プロジェクト ID 未設定",
  alertProjectIdNotConfiguredLong:
    "createFoyer には projectId が必要です。プロジェクトの ID を渡してください。",
  alertAppConfigurationFailed: "アプリ設定を取得できませんでした",
  alertAppConfigurationFailedLong:
    "Foyer サーバーがプロジェクト設定を返せませんでした。しばらくしてからもう一度お試しください。",
  alertAppConfigurationRateLimited: "リクエストが多すぎます",
  alertAppConfigurationRateLimitedLong:
    "プロジェクト設定のリクエスト回数が多すぎます。少し待ってから、もう一度お試しください。",
  alertMultiWalletNotEnabled: "マルチウォレットが無効です",
  alertMultiWalletNotEnabledLong:
    "このアプリで同時に接続できるウォレットは 1 つだけです。別のウォレットを接続するには、現在のウォレットの接続を解除してください。",
  // What a wallet answered
  walletUserRejected: "ウォレットでリクエストが拒否されました",
  walletUnauthorized: "ウォレットはこのアカウントまたはメソッドを承認していません",
  walletUnsupportedMethod: "ウォレットはこのメソッドに対応していません",
  walletProviderDisconnected: "ウォレットはどのチェーンにも接続されていません",
  walletChainDisconnected: "ウォレットは要求されたチェーンに接続されていません",
  walletUnrecognizedChain: "ウォレットはこのチェーンをまだ認識していません",
  walletParseError: "ウォレットはリクエストを読み取れませんでした",
  walletInvalidRequest: "ウォレットが無効なリクエストを受け取りました",
  walletMethodNotFound: "ウォレットはこのメソッドを提供していません",
  walletInvalidParams: "リクエストのパラメーターが無効です",
  walletInternalError: "ウォレットで内部エラーが発生しました",
  walletInvalidInput: "ウォレットはリクエストの入力を拒否しました",
  walletUnsupportedCapability: "ウォレットは必要な機能に対応していません",
  walletUnsupportedChainId: "ウォレットはこのチェーンでの呼び出しに対応していません",
  walletDuplicateId: "この ID のバッチはすでに送信されています",
  walletUnknownBundleId: "ウォレットはこのバッチ ID を認識していません",
  walletBundleTooLarge: "バッチの呼び出し数がウォレットの上限を超えています",
  walletAtomicUpgradeRejected: "アトミックバッチへのアップグレードが拒否されました",
  walletAtomicityNotSupported: "ウォレットはこれらの呼び出しをアトミックに実行できません",
  walletError: "ウォレットがエラーを返しました",
  walletInsufficientFunds: "この取引とネットワーク手数料を支払う資金が足りません",
  chainNotConfigured:
    "このチェーンは設定されていません。createFoyer に渡す networks に追加してください。",
  connectorAlreadyConnected: "このウォレットはすでに接続されています",
  connectorNotConnected: "このウォレットは接続されていません",
  chainMismatch: "ウォレットはこのリクエストとは異なるチェーンにあります",
  providerNotFound: "このコネクタのウォレットプロバイダーが見つかりませんでした",
  chainSwitchingNotSupported: "このウォレットはアプリからチェーンを切り替えられません",
  walletConnectNoEvmChain: "WalletConnect セッションに EVM チェーンがありません",
  walletConnectNoEvmAccount: "WalletConnect セッションで EVM アカウントが許可されていません",
  walletConnectNoSession: "復元する WalletConnect セッションがありません",
  rpcAnswerInvalid: (method) => `${method} に対するチェーンの応答が無効です`,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: (available) =>
    `金額と手数料の合計が、このアカウントの ${available} BTC を超えています`,
  bitcoinDust: (minimum) =>
    `このアドレスには ${minimum} BTC 以上を送信してください。これより少ない金額はダストとなり、ネットワークで中継されません`,
  bitcoinPsbtRefused: "ウォレットはトランザクションに署名しませんでした",
  bitcoinBroadcastRejected: (reason) =>
    `Bitcoin ネットワークがトランザクションを拒否しました: ${reason}`,
  bitcoinUnsupportedSender: "このアカウントのアドレスタイプでは、ここから送信できません",
  solanaInsufficientFunds: "このトランザクションと手数料に対して残高が不足しています",
  solanaRentMinimum: (minimum) =>
    `受取人にはまだ Solana アカウントがありません。開設するには ${minimum} SOL 以上を送信してください`,
  solanaRentLeftBelow:
    "この送金を行うと、アカウントの残高が Solana のレント免除の最低額を下回ります",
  solanaTransactionRefused: "Solana ネットワークがトランザクションを拒否しました",
  solanaTransactionExpired:
    "トランザクションが処理される前に期限切れになりました。もう一度お試しください",
};
