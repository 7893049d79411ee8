export { createLogger, formatEntry, type Logger, requireLogLevel } from "./createLogger.js";
export {
  DEFAULT_LOG_LEVEL,
  isLevelEnabled,
  isLogLevel,
  LOG_LEVELS,
  type LogLevel,
} from "./logLevel.js";
export {
  appendLine,
  EMPTY_LOG_RING,
  LOG_BUFFER_BYTES,
  type LogRing,
  lineBytes,
  ringText,
} from "./logRing.js";
export { REDACTED, redact } from "./redact.js";
export { watchForLog } from "./watchForLog.js";
