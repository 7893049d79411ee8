import { describe, expect, it } from "vitest";
import { ApiError } from "../src/api/apiError.js";
import { createAuthApi } from "../src/api/authApi.js";

function apiAnswering(
  respond: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>,
  locale?: string,
) {
  const seen: { url: URL; init: RequestInit | undefined }[] = [];
  const api = createAuthApi({
    baseUrl: "https://wallet.example",
    projectId: "p1",
    deviceId: () => "device-1",
    locale: () => locale,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      seen.push({ url, init });
      return respond(url, init);
    },
  });
  return { api, seen };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("the auth contract client", () => {
  it("calls the route with projectId, the device header, the bearer token and a JSON body", async () => {
    const { api, seen } = apiAnswering(() => json(200, { action: "CONNECT" }));
    expect(await api.emailStart("ada@example.com", "tok")).toBe("CONNECT");
    const [call] = seen;
    expect(call?.url.toString()).toBe(
      "https://wallet.example/auth/v1/embedded/email/start?projectId=p1",
    );
    expect(call?.init).toMatchObject({
      method: "POST",
      credentials: "omit",
      headers: {
        "x-foyer-device": "device-1",
        authorization: "Bearer tok",
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: "ada@example.com" }),
    });
  });

  it("names the app's locale in every call that mails, so the server writes the mail in it", async () => {
    const { api, seen } = apiAnswering(
      (url) =>
        json(200, {
          action: url.pathname.includes("/email/update") ? "VERIFY_PRIMARY_OTP" : "VERIFY_OTP",
        }),
      "ja",
    );
    await api.emailStart("ada@example.com", undefined);
    await api.exportCode("tok");
    await api.reauth("tok");
    await api.updateEmail("tok", "new@example.com");
    await api.updateEmailPrimary("tok", "123456");
    expect(seen.map((call) => JSON.parse(String(call.init?.body)).locale)).toEqual([
      "ja",
      "ja",
      "ja",
      "ja",
      "ja",
    ]);
  });

  it.each([
    [
      "a contract error",
      () => json(429, { code: "RATE_LIMITED", message: "Too many requests, try again later" }),
      { code: "RATE_LIMITED", message: "Too many requests, try again later", status: 429 },
    ],
    [
      "a body that is not the contract's",
      () => new Response("<html>", { status: 502 }),
      { code: "HTTP_ERROR", message: "HTTP status code: 502", status: 502 },
    ],
    [
      "an answer of the wrong shape",
      () => json(200, { action: "SOMETHING_ELSE" }),
      { code: "BAD_RESPONSE", status: 502 },
    ],
    [
      "a network failure",
      () => Promise.reject(new TypeError("fetch failed")),
      { code: "NETWORK_ERROR", message: "Could not reach the wallet server", status: 0 },
    ],
  ])("turns %s into an ApiError", async (_, respond, expected) => {
    const { api } = apiAnswering(respond);
    const error = await api.emailStart("ada@example.com", undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it("sends no Authorization header without a token, and no otp key when there is none", async () => {
    const { api, seen } = apiAnswering(() => json(200, { recoveryShare: "AQID" }));
    await api.recoveryShare("tok", undefined);
    expect(seen[0]?.init?.body).toBe("{}");
    await api.emailStart("ada@example.com", undefined).catch(() => undefined);
    expect(seen[1]?.init?.headers).not.toHaveProperty("authorization");
  });
});
