import { LOG_BUFFER_BYTES } from "./logLimits.js";

export { LOG_BUFFER_BYTES };

/** The buffer's lines, oldest first, and the bytes they take (each line plus its newline). */
export interface LogRing {
  readonly lines: readonly string[];
  readonly bytes: number;
}

export const EMPTY_LOG_RING: LogRing = { lines: [], bytes: 0 };

const encoder = new TextEncoder();

/** A line's cost in the buffer: its UTF-8 bytes and the newline that separates it. */
export function lineBytes(line: string): number {
  return encoder.encode(line).length + 1;
}

/**
 * Adds a line and drops the oldest until the ring fits in `maxBytes`. A line
 * larger than the whole buffer is cut to fit, so one huge entry can't empty
 * the history before it and still leaves its start to read.
 */
export function appendLine(ring: LogRing, line: string, maxBytes = LOG_BUFFER_BYTES): LogRing {
  const fitted = fitLine(line, maxBytes);
  const lines = [...ring.lines, fitted];
  let bytes = ring.bytes + lineBytes(fitted);
  let drop = 0;
  while (bytes > maxBytes) {
    bytes -= lineBytes(lines[drop] ?? "");
    drop++;
  }
  return { lines: drop === 0 ? lines : lines.slice(drop), bytes };
}

function fitLine(line: string, maxBytes: number): string {
  if (lineBytes(line) <= maxBytes) return line;
  // Cut by characters, then trim further while multi-byte characters still overflow.
  let cut = line.slice(0, Math.max(0, maxBytes - 2));
  while (cut.length > 0 && lineBytes(`${cut}…`) > maxBytes) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The buffer as one text, one entry a line, oldest first (for a bug report). */
export function ringText(ring: LogRing): string {
  return ring.lines.join("\n");
}
