// Valibot-free, so a first screen may read a URL without loading the schemas.

/** `text` as a URL, or undefined when it is not one. */
export function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** `text` as an http(s) URL, or undefined when it is not one (`javascript:`, `ftp:`, no URL). */
export function httpUrlOf(text: string): URL | undefined {
  const url = urlOf(text);
  return url?.protocol === "http:" || url?.protocol === "https:" ? url : undefined;
}

/** Whether `text` is an http(s) URL. */
export function isHttpUrl(text: string): boolean {
  return httpUrlOf(text) !== undefined;
}
