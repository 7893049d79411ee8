/**
 * The slice of the Fetch API the core uses. Declared here instead of relying
 * on DOM typings so the core builds without `lib: dom`; the platform `fetch`
 * satisfies it structurally, and tests hand in a fake.
 */
export interface FetchInit {
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  cache?: "no-cache";
}

/** The part of a fetch `Response` the core reads. */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** A `fetch` function; the platform one fits. */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

/** Query values; `undefined` entries are left out of the URL. */
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;
