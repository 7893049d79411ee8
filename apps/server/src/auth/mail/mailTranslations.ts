import { type Locale, plural } from "@foyer/protocol";
import { type MailText, mailEn } from "./mailText.js";

/** The mails in every shipped locale; the request's locale picks one (`mailLocaleOf`). */
export const MAIL_TEXT: Readonly<Record<Locale, MailText>> = {
  en: mailEn,
  ar: {
    codeSubject: "رمز تسجيل الدخول إلى Foyer",
    exportSubject: "رمز تصدير مفتاح Foyer",
    emailUpdateSubject: "رمز تغيير البريد الإلكتروني في Foyer",
    deviceCodeSubject: "رمز تسجيل الدخول من جهازك الجديد في Foyer",
    deviceSubject: "الموافقة على جهاز جديد",
    minutes: (count) =>
      plural("ar", count, {
        zero: "{count} دقيقة",
        one: "دقيقة واحدة",
        two: "دقيقتين",
        few: "{count} دقائق",
        many: "{count} دقيقة",
        other: "{count} دقيقة",
      }),
    codeLine: (code, expires) => `رمزك هو ${code}. تنتهي صلاحيته خلال ${expires}.`,
    exportWarning:
      "طلب شخص ما رؤية المفتاح الخاص لمحفظة Foyer الخاصة بك. إن لم تكن أنت، فتجاهل هذه الرسالة ولا تشارك الرمز أبدًا.",
    deviceIntro: (expires, button) =>
      `يحاول شخص ما تسجيل الدخول إلى محفظة Foyer الخاصة بك من جهاز جديد. إن كنت أنت، فافتح هذا الرابط خلال ${expires} واضغط على «${button}» في الصفحة:`,
    deviceLink: "مراجعة تسجيل الدخول هذا",
  },
  de: {
    codeSubject: "Dein Foyer-Anmeldecode",
    exportSubject: "Dein Foyer-Code für den Schlüsselexport",
    emailUpdateSubject: "Dein Foyer-Code zum Ändern der E-Mail-Adresse",
    deviceCodeSubject: "Dein Foyer-Code für das neue Gerät",
    deviceSubject: "Neues Gerät bestätigen",
    minutes: (count) => plural("de", count, { one: "{count} Minute", other: "{count} Minuten" }),
    codeLine: (code, expires) => `Dein Code lautet ${code}. Er läuft in ${expires} ab.`,
    exportWarning:
      "Jemand möchte den privaten Schlüssel deiner Foyer-Wallet sehen. Wenn du das nicht warst, ignoriere diese E-Mail und gib den Code niemals weiter.",
    deviceIntro: (expires, button) =>
      `Jemand meldet sich von einem neuen Gerät bei deiner Foyer-Wallet an. Wenn du das bist, öffne diesen Link innerhalb von ${expires} und drücke auf der Seite „${button}“:`,
    deviceLink: "Diese Anmeldung prüfen",
  },
  es: {
    codeSubject: "Tu código de inicio de sesión de Foyer",
    exportSubject: "Tu código para exportar la clave de Foyer",
    emailUpdateSubject: "Tu código para cambiar el correo de Foyer",
    deviceCodeSubject: "Tu código de Foyer para el nuevo dispositivo",
    deviceSubject: "Aprueba un dispositivo nuevo",
    minutes: (count) => plural("es", count, { one: "{count} minuto", other: "{count} minutos" }),
    codeLine: (code, expires) => `Tu código es ${code}. Caduca en ${expires}.`,
    exportWarning:
      "Alguien pidió ver la clave privada de tu billetera Foyer. Si no fuiste tú, ignora este correo y nunca compartas el código.",
    deviceIntro: (expires, button) =>
      `Alguien está iniciando sesión en tu billetera Foyer desde un dispositivo nuevo. Si eres tú, abre este enlace en los próximos ${expires} y pulsa «${button}» en la página:`,
    deviceLink: "Revisar este inicio de sesión",
  },
  fr: {
    codeSubject: "Votre code de connexion Foyer",
    exportSubject: "Votre code d’export de clé Foyer",
    emailUpdateSubject: "Votre code de changement d’adresse e-mail Foyer",
    deviceCodeSubject: "Votre code Foyer pour le nouvel appareil",
    deviceSubject: "Approuver un nouvel appareil",
    minutes: (count) => plural("fr", count, { one: "{count} minute", other: "{count} minutes" }),
    codeLine: (code, expires) => `Votre code est ${code}. Il expire dans ${expires}.`,
    exportWarning:
      "Quelqu’un a demandé à voir la clé privée de votre portefeuille Foyer. Si ce n’était pas vous, ignorez cet e-mail et ne partagez jamais le code.",
    deviceIntro: (expires, button) =>
      `Quelqu’un se connecte à votre portefeuille Foyer depuis un nouvel appareil. Si c’est vous, ouvrez ce lien dans les ${expires} et appuyez sur « ${button} » sur la page :`,
    deviceLink: "Vérifier cette connexion",
  },
  ja: {
    codeSubject: "Foyer のログインコード",
    exportSubject: "Foyer の鍵エクスポート用コード",
    emailUpdateSubject: "Foyer のメールアドレス変更コード",
    deviceCodeSubject: "新しいデバイス用の Foyer コード",
    deviceSubject: "新しいデバイスの承認",
    minutes: (count) => plural("ja", count, { other: "{count} 分" }),
    codeLine: (code, expires) => `あなたのコードは ${code} です。有効期限は ${expires} です。`,
    exportWarning:
      "誰かがあなたの Foyer ウォレットの秘密鍵を表示しようとしています。心当たりがない場合はこのメールを無視し、コードを決して共有しないでください。",
    deviceIntro: (expires, button) =>
      `新しいデバイスからあなたの Foyer ウォレットへのサインインがありました。ご本人の場合は、${expires}以内にこのリンクを開き、ページの「${button}」を押してください:`,
    deviceLink: "このサインインを確認",
  },
  ko: {
    codeSubject: "Foyer 로그인 코드",
    exportSubject: "Foyer 키 내보내기 코드",
    emailUpdateSubject: "Foyer 이메일 변경 코드",
    deviceCodeSubject: "새 기기용 Foyer 코드",
    deviceSubject: "새 기기 승인",
    minutes: (count) => plural("ko", count, { other: "{count}분" }),
    codeLine: (code, expires) => `코드는 ${code}입니다. ${expires} 후에 만료됩니다.`,
    exportWarning:
      "누군가 내 Foyer 지갑의 개인 키를 보려고 요청했습니다. 본인이 아니라면 이 메일을 무시하고 코드를 절대 공유하지 마세요.",
    deviceIntro: (expires, button) =>
      `새 기기에서 내 Foyer 지갑에 로그인하려고 합니다. 본인이라면 ${expires} 안에 이 링크를 열고 페이지에서 "${button}"을(를) 누르세요:`,
    deviceLink: "이 로그인 검토",
  },
  pt: {
    codeSubject: "Seu código de login do Foyer",
    exportSubject: "Seu código de exportação de chave do Foyer",
    emailUpdateSubject: "Seu código de alteração de e-mail do Foyer",
    deviceCodeSubject: "Seu código do Foyer para o novo dispositivo",
    deviceSubject: "Aprove um novo dispositivo",
    minutes: (count) => plural("pt", count, { one: "{count} minuto", other: "{count} minutos" }),
    codeLine: (code, expires) => `Seu código é ${code}. Ele expira em ${expires}.`,
    exportWarning:
      "Alguém pediu para ver a chave privada da sua carteira Foyer. Se não foi você, ignore este e-mail e nunca compartilhe o código.",
    deviceIntro: (expires, button) =>
      `Alguém está entrando na sua carteira Foyer a partir de um novo dispositivo. Se for você, abra este link em até ${expires} e pressione "${button}" na página:`,
    deviceLink: "Revisar este login",
  },
  tr: {
    codeSubject: "Foyer giriş kodunuz",
    exportSubject: "Foyer anahtar dışa aktarma kodunuz",
    emailUpdateSubject: "Foyer e-posta değiştirme kodunuz",
    deviceCodeSubject: "Yeni cihazınız için Foyer kodunuz",
    deviceSubject: "Yeni bir cihazı onaylayın",
    minutes: (count) => plural("tr", count, { one: "{count} dakika", other: "{count} dakika" }),
    codeLine: (code, expires) => `Kodunuz ${code}. ${expires} içinde geçerliliğini yitirir.`,
    exportWarning:
      "Biri Foyer cüzdanınızın özel anahtarını görmek istedi. Bu siz değilseniz bu e-postayı dikkate almayın ve kodu asla paylaşmayın.",
    deviceIntro: (expires, button) =>
      `Biri yeni bir cihazdan Foyer cüzdanınıza giriş yapıyor. Bu sizseniz bu bağlantıyı ${expires} içinde açın ve sayfadaki "${button}" düğmesine basın:`,
    deviceLink: "Bu girişi incele",
  },
  zh: {
    codeSubject: "你的 Foyer 登录验证码",
    exportSubject: "你的 Foyer 私钥导出验证码",
    emailUpdateSubject: "你的 Foyer 邮箱更改验证码",
    deviceCodeSubject: "你的 Foyer 新设备验证码",
    deviceSubject: "批准新设备",
    minutes: (count) => plural("zh", count, { other: "{count} 分钟" }),
    codeLine: (code, expires) => `你的验证码是 ${code}，将在 ${expires}后失效。`,
    exportWarning:
      "有人请求查看你的 Foyer 钱包私钥。如果不是你本人操作，请忽略此邮件，切勿分享验证码。",
    deviceIntro: (expires, button) =>
      `有人正在通过新设备登录你的 Foyer 钱包。如果是你本人，请在 ${expires}内打开此链接，并在页面上点击“${button}”：`,
    deviceLink: "查看此次登录",
  },
};
