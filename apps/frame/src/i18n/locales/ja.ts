import { approvalTextsJa } from "@foyer/core/internal";
import type { FrameMessages } from "../frameEn.js";

const dateTime = new Intl.DateTimeFormat("ja", { dateStyle: "medium", timeStyle: "short" });
const relative = new Intl.RelativeTimeFormat("ja", { numeric: "auto" });

const waitText = (amount: string) =>
  `誤ったコードの入力が多すぎます。${amount}後にもう一度お試しください`;

/** Japanese. */
export const messages: FrameMessages = {
  approve: "承認",
  reject: "拒否",
  requestedBy: (app) => `リクエスト元: ${app}`,
  requestFrom: "リクエスト元",
  claimsToBe: (app) => `自称: ${app}`,
  originMismatch: (claimed, origin) =>
    `このアプリは ${claimed} と名乗っていますが、リクエストは ${origin} から来ています。`,
  ...approvalTextsJa.preview,
  domain: "ドメイン",
  chainMismatch: (domainChain, current) =>
    `この署名はチェーン ${domainChain} 用ですが、現在はチェーン ${current} です。`,
  signInTo: "サインイン先",
  uri: "URI",
  statement: "ステートメント",
  issued: "発行",
  expires: "有効期限",
  notBefore: "開始",
  relativeTime: (value, unit) => relative.format(value, unit),
  titles: {
    ...approvalTextsJa.titles,
    signTransactions: "トランザクションに署名",
    sendCalls: (count) =>
      `${count} 件の呼び出しを 1 つのトランザクションで送信（すべて実行または実行なし）`,
    sendCallsOneByOne: (count) => `${count} 件のトランザクションを順番に送信`,
  },
  message: "メッセージ",
  account: "アカウント",
  type: "タイプ",
  app: "アプリ",
  chain: "チェーン",
  contract: "コントラクト",
  to: "送信先",
  value: "金額",
  data: "データ",
  from: "送信元",
  sessionKey: "セッションキー",
  allows: "許可する内容",
  until: "期限",
  enforcedBy: "強制する主体",
  networkFees: "ネットワーク手数料",
  permission: "権限",
  takesEffect: "反映",
  feePayer: "手数料の支払者",
  warning: "警告",
  step: (step) => `ステップ ${step}`,
  callPrefix: (index) => `呼び出し ${index}: `,
  transactionPrefix: (index) => `トランザクション ${index}: `,
  newContract: "新しいコントラクト",
  none: "なし",
  smartAccount: (address) => `${address}（スマートアカウント）`,
  smartAccountNotDeployed: (address) => `${address}（スマートアカウント、未デプロイ）`,
  notDeployed: "未デプロイ: これによりスマートアカウントもデプロイされます",
  dateTime: (ms) => dateTime.format(ms),
  transferUpTo: (amount, symbol, token) => `合計で最大 ${amount} ${symbol}（${token}）を送金`,
  tokensFallback: "トークン",
  sendUpTo: (amount) => `任意のアドレスへ合計で最大 ${amount} ETH を送信`,
  callOn: (functions, targets) => `${targets} の ${functions} を呼び出す（ETH は送信しない）`,
  enforcedByChain: "チェーン: アカウントの制約執行コントラクトがそれ以外をすべて拒否します",
  gasUpTo: (amount) => `最大 ${amount} ETH。セッションキー用に今デポジットされます`,
  gasSponsoredBy: (app) => `ガス代は ${app} が負担します`,
  feeUpTo: (amount) => `最大 ${amount} ETH（あなたのアカウントが支払います）`,
  takesEffectOnChain: "オンチェーンで、あなたのアカウントからの 1 件のトランザクションにより",
  unknownProgram:
    "このトランザクションは Foyer が読み取れないプログラムを呼び出します。アプリを信頼できる場合のみ承認してください。",
  exportIntro:
    "この鍵を持つ人は誰でもあなたのウォレットを操作できます。ご本人確認のため、まず新しいコードをメールでお送りします。",
  exportIntroSignedIn:
    "この鍵を持つ人は誰でもウォレットを操作できます。数分前のサインインで本人であることを確認しています。",
  checkingSignIn: "サインインを確認しています…",
  code: "コード",
  codeFromEmail: "メールに届いたコード",
  continue: "続行",
  sendNewCode: "新しいコードを送信",
  revealKey: "秘密鍵を表示",
  privateKey: "秘密鍵",
  copy: "コピー",
  cancel: "キャンセル",
  done: "完了",
  noOneWatching:
    "画面を誰にも見られていないことを確認してください。この鍵を共有したり、ウェブサイトに貼り付けたりしないでください。",
  sendingCode: "メールにコードを送信しています…",
  codeSent: "コードをメールで送信しました。入力して続行してください。",
  enterCode: "メールに届いた 6 桁のコードを入力してください",
  checkingCode: "コードを確認しています…",
  codeAccepted: "コードが承認されました。",
  copied: "コピーしました",
  copyFailed: "コピーできませんでした。鍵を選択してご自身でコピーしてください",
  somethingWentWrong: "問題が発生しました",
  // The passkey screens (Continue with a passkey, Account → Passkeys).
  passkeyTitle: "パスキーで続行",
  passkeyIntro:
    "パスキーなら指紋・顔・画面ロックでサインインできます。メールもパスワードも不要です。",
  passkeyCreate: "パスキーを作成",
  passkeyUse: "パスキーを使う",
  passkeyWaiting: "ブラウザの案内に従ってください…",
  passkeyCustody:
    "パスキーが対応していれば、各デバイスでウォレットの鍵の分割片もパスキーで解錠されます。対応していない場合は、パスキーでのサインイン後にこのウォレットのサーバーが保管する分割片を渡します。",
  passkeyNotSupported:
    "この認証器は使用できません。スマートフォンやパソコン内蔵のものなど、P-256 のパスキーを作成できる認証器を使ってください。",
  passkeysTitle: "パスキー",
  passkeysIntro: "これらのパスキーのどれでもこのウォレットにサインインできます。",
  passkeysNone: "パスキーはまだありません。",
  passkeyAdd: "パスキーを追加",
  passkeyAdded: "パスキーを追加しました。",
  passkeyRemove: "削除",
  passkeyRemoved: "パスキーを削除しました。",
  passkeySynced: "同期済み",
  passkeyDeviceBound: "このデバイスのみ",
  signedBy: "署名者",
  signedByPasskey: "あなたのパスキー",
  passkeyRow: "パスキー",
  addsPasskeySigner: "これにより、パスキーもこのアカウントの署名者になります",
  passkeyNeverUsed: "未使用",
  close: "閉じる",
  created: "作成",
  lastUsed: "最終使用",

  // The server's refusals, as the app shows them (see api/refusalText.ts).
  refusals: {
    SESSION_EXPIRED: "セッションの有効期限切れ",
    BAD_REQUEST: "不正なリクエストです",
    INVALID_EMAIL: "メールアドレスが無効です",
    RATE_LIMITED: "リクエストが多すぎます。しばらくしてからもう一度お試しください",
    OTP_INVALID: "コードが正しくありません",
    OTP_EXPIRED: "コードの有効期限が切れています",
    OTP_LOCKED: "誤ったコードの入力が多すぎます。新しいコードをリクエストしてください",
    OTP_REQUIRED: "新しいコードが必要です",
    DEVICE_NOT_APPROVED: "デバイスが承認されていません",
    WALLET_EXISTS: "ウォレットはすでに存在します",
    NO_WALLET: "ウォレットがありません",
    NO_DEVICE_SHARE: "このセッションのデバイスシェアは保存されていません",
    EMAIL_TAKEN: "このメールアドレスはすでに使用されています",
    NO_EMAIL:
      "このアカウントはソーシャルプロバイダーでサインインしており、メールアドレスがありません",
    SOCIAL_PROVIDER_OFF: "このソーシャルプロバイダーはサーバーで設定されていません",
    SOCIAL_STATE_INVALID:
      "このサインインリクエストは期限切れか、すでに使用されています。最初からやり直してください",
    SOCIAL_DENIED: "プロバイダーがサインインを許可しませんでした",
    SOCIAL_EXCHANGE_FAILED: "プロバイダーがサインインを確認しませんでした",
    FARCASTER_OFF: "Farcaster でのサインインはサーバーで設定されていません",
    FARCASTER_RELAY_FAILED: "Farcaster リレーに接続できませんでした",
    FARCASTER_CHAIN_UNAVAILABLE:
      "Farcaster レジストリを読み取れませんでした。もう一度お試しください",
    FARCASTER_CHANNEL_INVALID:
      "この Farcaster サインインは期限切れか、すでに使用されています。最初からやり直してください",
    FARCASTER_DOMAIN_MISMATCH: "この Farcaster サインインメッセージは別のサイト向けです",
    FARCASTER_NONCE_MISMATCH: "この Farcaster サインインメッセージは別のサインインのものです",
    FARCASTER_MESSAGE_INVALID: "Farcaster サインインメッセージの形式が正しくないか、期限切れです",
    FARCASTER_FID_UNREGISTERED: "この Farcaster アカウントは登録されていません",
    FARCASTER_NOT_CUSTODY:
      "Farcaster サインインがアカウントのカストディアドレスで署名されていません",
    PASSKEY_UNAVAILABLE:
      "パスキーを使うには、ウォレットが IP アドレスではなくドメイン名で提供されている必要があります",
    PASSKEY_CHALLENGE_INVALID:
      "このパスキーのリクエストは期限切れか使用済みです。やり直してください",
    PASSKEY_REJECTED: "パスキーを検証できませんでした",
    PASSKEY_UNKNOWN: "このパスキーはこのアプリに登録されていません",
    PASSKEY_NOT_ACCEPTED:
      "この認証器は使用できません。P-256 (ES256) のパスキーを作成できるものを使ってください",
    PASSKEY_EXISTS: "このパスキーはすでに登録されています",
    PASSKEY_NOT_FOUND: "そのパスキーはありません",
    PASSKEY_LAST_SIGN_IN: "このパスキーはこのアカウントへの唯一のサインイン手段です",
    PASSKEY_SIGN_IN_AGAIN: "パスキーを追加するには、もう一度サインインしてください",
    EXPORT_SIGN_IN_AGAIN: "鍵をエクスポートするには、もう一度サインインしてください",
  },
  wrongCodeWait: {
    second: (count) => waitText(`${count} 秒`),
    minute: (count) => waitText(`${count} 分`),
    hour: (count) => waitText(`${count} 時間`),
  },
};
