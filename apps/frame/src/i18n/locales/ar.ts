import { plural } from "@foyer/core";
import type { FrameMessages } from "../frameEn.js";

const dateTime = new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeStyle: "short" });

const waitText = (amount: string) => `رموز خاطئة كثيرة جدًا، حاول مرة أخرى بعد ${amount}`;

/** Arabic. */
export const messages: FrameMessages = {
  approve: "موافقة",
  reject: "رفض",
  requestedBy: (app) => `مطلوب من ${app}`,
  titles: {
    signMessage: "توقيع الرسالة",
    signTypedData: "توقيع بيانات منظَّمة",
    signTransaction: "توقيع المعاملة",
    sendTransaction: "إرسال المعاملة",
    grantPermissions: "منح إذن",
    revokePermissions: "إلغاء إذن",
    exportKey: "تصدير المفتاح الخاص",
    signTransactions: "توقيع المعاملات",
    sendCalls: (count) =>
      plural("ar", count, {
        two: "إرسال استدعاءين في معاملة واحدة (كلها أو لا شيء)",
        few: "إرسال {count} استدعاءات في معاملة واحدة (كلها أو لا شيء)",
        many: "إرسال {count} استدعاءً في معاملة واحدة (كلها أو لا شيء)",
        other: "إرسال {count} استدعاء في معاملة واحدة (كلها أو لا شيء)",
      }),
    sendCallsOneByOne: (count) =>
      plural("ar", count, {
        one: "إرسال معاملة واحدة",
        two: "إرسال معاملتين، واحدة تلو الأخرى",
        few: "إرسال {count} معاملات، واحدة تلو الأخرى",
        many: "إرسال {count} معاملة، واحدة تلو الأخرى",
        other: "إرسال {count} معاملة، واحدة تلو الأخرى",
      }),
  },
  message: "الرسالة",
  account: "الحساب",
  type: "النوع",
  app: "التطبيق",
  chain: "السلسلة",
  contract: "العقد",
  to: "إلى",
  value: "القيمة",
  data: "البيانات",
  from: "من",
  sessionKey: "مفتاح الجلسة",
  allows: "يسمح بـ",
  until: "حتى",
  enforcedBy: "يفرضه",
  networkFees: "رسوم الشبكة",
  permission: "الإذن",
  takesEffect: "يسري",
  feePayer: "دافع الرسوم",
  warning: "تحذير",
  step: (step) => `الخطوة ${step}`,
  callPrefix: (index) => `الاستدعاء ${index}: `,
  transactionPrefix: (index) => `المعاملة ${index}: `,
  newContract: "عقد جديد",
  none: "لا شيء",
  smartAccount: (address) => `${address} (حساب ذكي)`,
  smartAccountNotDeployed: (address) => `${address} (حساب ذكي، لم يُنشَر بعد)`,
  notDeployed: "لم يُنشَر بعد: هذا ينشر حسابك الذكي أيضًا",
  dateTime: (ms) => dateTime.format(ms),
  transferUpTo: (amount, symbol, token) => `تحويل ما يصل إلى ${amount} ${symbol} (${token}) إجمالًا`,
  tokensFallback: "رموز",
  sendUpTo: (amount) => `إرسال ما يصل إلى ${amount} ETH إجمالًا، إلى أي عنوان`,
  callOn: (functions, targets) => `استدعاء ${functions} على ${targets}، دون إرسال ETH`,
  enforcedByChain: "السلسلة: أدوات فرض القيود في الحساب ترفض أي شيء آخر",
  gasUpTo: (amount) => `حتى ${amount} ETH، تُودَع الآن لمفتاح الجلسة`,
  takesEffectOnChain: "على السلسلة، بمعاملة واحدة من حسابك",
  unknownProgram:
    "تستدعي هذه المعاملة برنامجًا لا يستطيع Foyer قراءته. لا توافق إلا إذا كنت تثق بالتطبيق.",
  exportIntro:
    "أي شخص يملك هذا المفتاح يتحكم في محفظتك. للتأكد من أنك أنت، نرسل إليك رمزًا جديدًا بالبريد الإلكتروني أولًا.",
  code: "الرمز",
  codeFromEmail: "الرمز من بريدك الإلكتروني",
  continue: "متابعة",
  sendNewCode: "إرسال رمز جديد",
  revealKey: "إظهار المفتاح الخاص",
  privateKey: "المفتاح الخاص",
  copy: "نسخ",
  cancel: "إلغاء",
  done: "تم",
  noOneWatching: "تأكد من أن لا أحد يرى شاشتك. لا تشارك هذا المفتاح أبدًا ولا تلصقه في أي موقع ويب.",
  sendingCode: "جارٍ إرسال رمز إلى بريدك الإلكتروني…",
  codeSent: "أرسلنا إليك رمزًا بالبريد الإلكتروني. أدخله للمتابعة.",
  enterCode: "أدخل الرمز المكوّن من 6 أرقام من بريدك الإلكتروني",
  checkingCode: "جارٍ التحقق من الرمز…",
  codeAccepted: "تم قبول الرمز.",
  copied: "تم النسخ",
  copyFailed: "تعذّر النسخ؛ حدّد المفتاح وانسخه بنفسك",
  somethingWentWrong: "حدث خطأ ما",
  // The server's refusals, as the app shows them (see api/refusalText.ts).
  refusals: {
    BAD_REQUEST: "طلب غير صالح",
    INVALID_EMAIL: "بريد إلكتروني غير صالح",
    RATE_LIMITED: "طلبات كثيرة جدًا، حاول مرة أخرى لاحقًا",
    OTP_INVALID: "رمز غير صالح",
    OTP_EXPIRED: "انتهت صلاحية الرمز",
    OTP_LOCKED: "رموز خاطئة كثيرة جدًا، اطلب رمزًا جديدًا",
    OTP_REQUIRED: "يلزم رمز جديد",
    DEVICE_NOT_APPROVED: "الجهاز غير موافق عليه",
    WALLET_EXISTS: "المحفظة موجودة بالفعل",
    NO_WALLET: "لا توجد محفظة",
    NO_DEVICE_SHARE: "لا توجد حصة جهاز مخزنة لهذه الجلسة",
    EMAIL_TAKEN: "البريد الإلكتروني مستخدم بالفعل",
    NO_EMAIL: "يسجّل هذا الحساب الدخول عبر مزوّد اجتماعي وليس له بريد إلكتروني",
    SOCIAL_PROVIDER_OFF: "مزوّد تسجيل الدخول الاجتماعي هذا غير مهيأ على الخادم",
    SOCIAL_STATE_INVALID: "انتهت صلاحية طلب تسجيل الدخول هذا أو استُخدم من قبل؛ ابدأ من جديد",
    SOCIAL_DENIED: "لم يمنح المزوّد الإذن بتسجيل الدخول",
    SOCIAL_EXCHANGE_FAILED: "لم يؤكد المزوّد تسجيل الدخول",
    FARCASTER_OFF: "تسجيل الدخول عبر Farcaster غير مهيأ على الخادم",
    FARCASTER_RELAY_FAILED: "تعذّر الوصول إلى مرحّل Farcaster",
    FARCASTER_CHAIN_UNAVAILABLE: "تعذّرت قراءة سجل Farcaster؛ حاول مرة أخرى",
    FARCASTER_CHANNEL_INVALID:
      "انتهت صلاحية تسجيل الدخول عبر Farcaster هذا أو استُخدم من قبل؛ ابدأ من جديد",
    FARCASTER_DOMAIN_MISMATCH: "رسالة تسجيل الدخول عبر Farcaster مخصّصة لموقع آخر",
    FARCASTER_NONCE_MISMATCH: "رسالة تسجيل الدخول عبر Farcaster تخص عملية تسجيل دخول أخرى",
    FARCASTER_MESSAGE_INVALID: "رسالة تسجيل الدخول عبر Farcaster مشوّهة أو منتهية الصلاحية",
    FARCASTER_FID_UNREGISTERED: "حساب Farcaster هذا غير مسجّل",
    FARCASTER_NOT_CUSTODY: "لم يُوقَّع تسجيل الدخول عبر Farcaster بعنوان الحفظ الخاص بالحساب",
  },
  wrongCodeWait: {
    second: (count) =>
      waitText(
        plural("ar", count, {
          one: "ثانية واحدة",
          two: "ثانيتين",
          few: "{count} ثوانٍ",
          other: "{count} ثانية",
        }),
      ),
    minute: (count) =>
      waitText(
        plural("ar", count, {
          one: "دقيقة واحدة",
          two: "دقيقتين",
          few: "{count} دقائق",
          other: "{count} دقيقة",
        }),
      ),
    hour: (count) =>
      waitText(
        plural("ar", count, {
          one: "ساعة واحدة",
          two: "ساعتين",
          few: "{count} ساعات",
          other: "{count} ساعة",
        }),
      ),
  },
};
