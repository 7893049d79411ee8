export { createLogger, type Logger, requireLogLevel } from "./createLogger.js";
export {
  DEFAULT_LOG_LEVEL,
  isLevelEnabled,
  isLogLevel,
  LOG_LEVELS,
  type LogLevel,
} from "./logLevel.js";
export { LOG_BUFFER_BYTES } from "./logLimits.js";
export { watchForLog } from "./watchForLog.js";
