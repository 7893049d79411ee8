import { approvalTextsEs } from "@foyer/core/internal";
import type { FrameMessages } from "../frameEn.js";

const dateTime = new Intl.DateTimeFormat("es", { dateStyle: "medium", timeStyle: "short" });
const relative = new Intl.RelativeTimeFormat("es", { numeric: "auto" });

const waitText = (amount: string) =>
  `Demasiados códigos incorrectos, inténtalo de nuevo en ${amount}`;

/** Spanish. */
export const messages: FrameMessages = {
  approve: "Aprobar",
  reject: "Rechazar",
  requestedBy: (app) => `Solicitado por ${app}`,
  requestFrom: "Solicitud de",
  claimsToBe: (app) => `Se presenta como ${app}`,
  originMismatch: (claimed, origin) =>
    `Esta aplicación dice ser ${claimed}, pero la solicitud viene de ${origin}.`,
  ...approvalTextsEs.preview,
  domain: "Dominio",
  chainMismatch: (domainChain, current) =>
    `La firma es para la cadena ${domainChain}, pero estás en la cadena ${current}.`,
  signInTo: "Iniciar sesión en",
  uri: "URI",
  statement: "Declaración",
  issued: "Emitido",
  expires: "Caduca",
  notBefore: "No antes de",
  relativeTime: (value, unit) => relative.format(value, unit),
  titles: {
    ...approvalTextsEs.titles,
    signTransactions: "Firmar transacciones",
    sendCalls: (count) => `Enviar ${count} llamadas en una transacción (todas o ninguna)`,
    sendCallsOneByOne: (count) => `Enviar ${count} transacciones, una tras otra`,
  },
  message: "Mensaje",
  account: "Cuenta",
  type: "Tipo",
  app: "Aplicación",
  chain: "Cadena",
  contract: "Contrato",
  to: "A",
  value: "Valor",
  data: "Datos",
  from: "De",
  sessionKey: "Clave de sesión",
  allows: "Permite",
  until: "Hasta",
  enforcedBy: "Aplicado por",
  networkFees: "Comisiones de red",
  permission: "Permiso",
  takesEffect: "Entra en vigor",
  feePayer: "Pagador de la comisión",
  warning: "Advertencia",
  step: (step) => `Paso ${step}`,
  callPrefix: (index) => `Llamada ${index}: `,
  transactionPrefix: (index) => `Transacción ${index}: `,
  newContract: "Contrato nuevo",
  none: "Ninguno",
  smartAccount: (address) => `${address} (cuenta inteligente)`,
  smartAccountNotDeployed: (address) => `${address} (cuenta inteligente, aún no desplegada)`,
  notDeployed: "Aún no desplegada: esto también despliega tu cuenta inteligente",
  dateTime: (ms) => dateTime.format(ms),
  transferUpTo: (amount, symbol, token) =>
    `Transferir hasta ${amount} ${symbol} (${token}) en total`,
  tokensFallback: "tokens",
  sendUpTo: (amount) => `Enviar hasta ${amount} ETH en total, a cualquier dirección`,
  callOn: (functions, targets) => `Llamar a ${functions} en ${targets}, sin enviar ETH`,
  enforcedByChain:
    "La cadena: los verificadores de restricciones de la cuenta rechazan todo lo demás",
  gasUpTo: (amount) => `Hasta ${amount} ETH, depositados ahora para la clave de sesión`,
  gasSponsoredBy: (app) => `Gas patrocinado por ${app}`,
  feeUpTo: (amount) => `Hasta ${amount} ETH, pagados por tu cuenta`,
  takesEffectOnChain: "En la cadena, con una transacción desde tu cuenta",
  unknownProgram:
    "Esta transacción llama a un programa que Foyer no puede leer. Apruébala solo si confías en la aplicación.",
  exportIntro:
    "Quien tenga esta clave controla tu billetera. Para asegurarnos de que eres tú, primero te enviamos un código nuevo por correo.",
  exportIntroSignedIn:
    "Quien tenga esta clave controla tu billetera. Tu inicio de sesión de hace unos minutos confirma que eres tú.",
  checkingSignIn: "Comprobando tu inicio de sesión…",
  code: "Código",
  codeFromEmail: "Código de tu correo",
  continue: "Continuar",
  sendNewCode: "Enviar un código nuevo",
  revealKey: "Mostrar clave privada",
  privateKey: "Clave privada",
  copy: "Copiar",
  cancel: "Cancelar",
  done: "Listo",
  noOneWatching:
    "Asegúrate de que nadie pueda ver tu pantalla. Nunca compartas esta clave ni la pegues en un sitio web.",
  sendingCode: "Enviando un código a tu correo…",
  codeSent: "Te enviamos un código por correo. Introdúcelo para continuar.",
  enterCode: "Introduce el código de 6 dígitos de tu correo",
  checkingCode: "Comprobando el código…",
  codeAccepted: "Código aceptado.",
  copied: "Copiada",
  copyFailed: "No se pudo copiar; selecciona la clave y cópiala tú mismo",
  somethingWentWrong: "Algo salió mal",
  // The passkey screens (Continue with a passkey, Account → Passkeys).
  passkeyTitle: "Continuar con una llave de acceso",
  passkeyIntro:
    "Una llave de acceso inicia tu sesión con tu huella, tu cara o el bloqueo de pantalla. Sin correo, sin contraseña.",
  passkeyCreate: "Crear una llave de acceso",
  passkeyUse: "Usar una llave de acceso",
  passkeyWaiting: "Sigue las indicaciones de tu navegador…",
  passkeyCustody:
    "Si tu llave de acceso lo admite, también desbloquea la parte de la clave de tu billetera en cada dispositivo. Si no, el servidor de esta billetera te entrega su parte de la clave tras iniciar sesión con la llave de acceso.",
  passkeyNotSupported:
    "Este autenticador no se acepta. Usa uno que cree llaves de acceso P-256, como el integrado de tu teléfono u ordenador.",
  passkeysTitle: "Llaves de acceso",
  passkeysIntro: "Inicia sesión en esta billetera con cualquiera de estas llaves de acceso.",
  passkeysNone: "Aún no hay llaves de acceso.",
  passkeyAdd: "Añadir una llave de acceso",
  passkeyAdded: "Llave de acceso añadida.",
  passkeyRemove: "Quitar",
  passkeyRemoved: "Llave de acceso quitada.",
  passkeySynced: "Sincronizada",
  passkeyDeviceBound: "Solo este dispositivo",
  signedBy: "Firmado por",
  signedByPasskey: "Tu llave de acceso",
  passkeyRow: "Llave de acceso",
  addsPasskeySigner: "Esto también hace que tu llave de acceso firme por esta cuenta",
  passkeyNeverUsed: "Aún sin usar",
  close: "Cerrar",
  created: "Creada",
  lastUsed: "Último uso",

  // The server's refusals, as the app shows them (see api/refusalText.ts).
  refusals: {
    SESSION_EXPIRED: "Sesión expirada",
    BAD_REQUEST: "Solicitud no válida",
    INVALID_EMAIL: "Correo electrónico no válido",
    RATE_LIMITED: "Demasiadas solicitudes, inténtalo más tarde",
    OTP_INVALID: "Código no válido",
    OTP_EXPIRED: "Código caducado",
    OTP_LOCKED: "Demasiados códigos incorrectos, solicita uno nuevo",
    OTP_REQUIRED: "Se necesita un código nuevo",
    DEVICE_NOT_APPROVED: "Dispositivo no aprobado",
    WALLET_EXISTS: "La billetera ya existe",
    NO_WALLET: "No hay billetera",
    NO_DEVICE_SHARE: "No hay ninguna parte del dispositivo guardada para esta sesión",
    EMAIL_TAKEN: "El correo electrónico ya está en uso",
    NO_EMAIL: "Esta cuenta inicia sesión con un proveedor social y no tiene correo electrónico",
    SOCIAL_PROVIDER_OFF: "Este proveedor social no está configurado en el servidor",
    SOCIAL_STATE_INVALID: "Esta solicitud de inicio de sesión caducó o ya se usó; vuelve a empezar",
    SOCIAL_DENIED: "El proveedor no concedió el inicio de sesión",
    SOCIAL_EXCHANGE_FAILED: "El proveedor no confirmó el inicio de sesión",
    FARCASTER_OFF: "El inicio de sesión con Farcaster no está configurado en el servidor",
    FARCASTER_RELAY_FAILED: "No se pudo contactar con el relé de Farcaster",
    FARCASTER_CHAIN_UNAVAILABLE: "No se pudo leer el registro de Farcaster; inténtalo de nuevo",
    FARCASTER_CHANNEL_INVALID:
      "Este inicio de sesión con Farcaster caducó o ya se usó; vuelve a empezar",
    FARCASTER_DOMAIN_MISMATCH: "El mensaje de inicio de sesión de Farcaster es para otro sitio",
    FARCASTER_NONCE_MISMATCH:
      "El mensaje de inicio de sesión de Farcaster pertenece a otro inicio de sesión",
    FARCASTER_MESSAGE_INVALID:
      "El mensaje de inicio de sesión de Farcaster tiene un formato incorrecto o caducó",
    FARCASTER_FID_UNREGISTERED: "Esta cuenta de Farcaster no está registrada",
    FARCASTER_NOT_CUSTODY:
      "El inicio de sesión con Farcaster no lo firmó la dirección de custodia de la cuenta",
    PASSKEY_UNAVAILABLE:
      "Las llaves de acceso necesitan la billetera en un nombre de dominio, no en una dirección IP",
    PASSKEY_CHALLENGE_INVALID:
      "Esta solicitud de llave de acceso caducó o ya se usó; empieza de nuevo",
    PASSKEY_REJECTED: "No se pudo verificar la llave de acceso",
    PASSKEY_UNKNOWN: "Esta llave de acceso no está registrada para esta aplicación",
    PASSKEY_NOT_ACCEPTED:
      "Este autenticador no se acepta: usa uno que cree llaves de acceso P-256 (ES256)",
    PASSKEY_EXISTS: "Esta llave de acceso ya está registrada",
    PASSKEY_NOT_FOUND: "No existe esa llave de acceso",
    PASSKEY_LAST_SIGN_IN: "Esta llave de acceso es la única forma de entrar en esta cuenta",
    PASSKEY_SIGN_IN_AGAIN: "Vuelve a iniciar sesión para añadir una llave de acceso",
    EXPORT_SIGN_IN_AGAIN: "Vuelve a iniciar sesión para exportar tu clave",
  },
  wrongCodeWait: {
    second: (count) => waitText(`${count} segundo${count === 1 ? "" : "s"}`),
    minute: (count) => waitText(`${count} minuto${count === 1 ? "" : "s"}`),
    hour: (count) => waitText(`${count} hora${count === 1 ? "" : "s"}`),
  },
};
