/** Behaviour §9: the log buffer holds about 1 MB; counted in UTF-8 bytes of the stored lines. */
export const LOG_BUFFER_BYTES = 1024 * 1024;
