import type { FetchInit, FetchLike, FetchResponse } from "../api/http/fetchTypes.js";

/** One request the fake fetch saw, with its body parsed back from JSON. */
export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
  init: FetchInit;
}

export type FakeAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { networkError: true };

export interface FakeFetch {
  fetch: FetchLike;
  requests: SeenRequest[];
  /** Answers are taken in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  /** Answer by route (URL without query); overrides the queue for matching routes. */
  route(path: string, ...answers: FakeAnswer[]): void;
}

function toResponse(answer: Exclude<FakeAnswer, { networkError: true }>): FetchResponse {
  const headers = answer.headers ?? {};
  const text =
    answer.body === undefined
      ? ""
      : typeof answer.body === "string"
        ? answer.body
        : JSON.stringify(answer.body);
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
  };
}

/** A scripted `fetch` for tests: records every request and replays canned answers. */
export function createFakeFetch(): FakeFetch {
  const requests: SeenRequest[] = [];
  let queue: FakeAnswer[] = [{ status: 200, body: {} }];
  const routes = new Map<string, FakeAnswer[]>();
  const next = (list: FakeAnswer[]): FakeAnswer => {
    const answer = list.length > 1 ? list.shift() : list[0];
    if (!answer) throw new Error("fake fetch has no answer");
    return answer;
  };
  return {
    requests,
    answer(...answers) {
      queue = answers;
    },
    route(path, ...answers) {
      routes.set(path, answers);
    },
    fetch: async (url, init) => {
      requests.push({
        url,
        method: init.method,
        body: init.body === undefined ? undefined : JSON.parse(init.body),
        init,
      });
      const pathname = new globalThis.URL(url).pathname;
      const answer = next(routes.get(pathname) ?? queue);
      if ("networkError" in answer) throw new TypeError("fetch failed");
      return toResponse(answer);
    },
  };
}

/** Lets pending promise callbacks run (several hops: fetch, text, parse). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
