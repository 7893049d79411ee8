import { generateKeyPairSync } from "node:crypto";
import { decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { appleClientSecret } from "../src/auth/social/appleClientSecret.js";
import { loadConfig } from "../src/config.js";

const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const PUBLIC = publicKey.export({ type: "spki", format: "pem" }).toString();

describe("Apple's client secret", () => {
  it("is an ES256 JWT from the team for the Services ID, to Apple, short-lived", async () => {
    const now = Date.UTC(2026, 0, 1);
    const secret = await appleClientSecret(
      { teamId: "TEAM123456", keyId: "KEY1234567", privateKeyPem: PEM },
      "com.example.web",
      "https://appleid.apple.com",
      now,
    );
    expect(decodeProtectedHeader(secret)).toEqual({ alg: "ES256", kid: "KEY1234567" });
    const { payload } = await jwtVerify(secret, await importSPKI(PUBLIC, "ES256"), {
      currentDate: new Date(now),
    });
    expect(payload).toEqual({
      iss: "TEAM123456",
      sub: "com.example.web",
      aud: "https://appleid.apple.com",
      iat: now / 1000,
      exp: now / 1000 + 600,
    });
  });

  it("is configured from the team id, key id and the .p8 key on one line", () => {
    const config = loadConfig({
      FOYER_SOCIAL_APPLE_CLIENT_ID: "com.example.web",
      FOYER_SOCIAL_APPLE_TEAM_ID: "TEAM123456",
      FOYER_SOCIAL_APPLE_KEY_ID: "KEY1234567",
      FOYER_SOCIAL_APPLE_PRIVATE_KEY: PEM.replaceAll("\n", "\\n"),
    });
    expect(config.auth.social.providers.apple).toEqual({
      provider: "apple",
      clientId: "com.example.web",
      clientSecret: { teamId: "TEAM123456", keyId: "KEY1234567", privateKeyPem: PEM },
      endpoints: { kind: "oidc", issuer: "https://appleid.apple.com" },
    });
    expect(() =>
      loadConfig({
        FOYER_SOCIAL_APPLE_CLIENT_ID: "com.example.web",
        FOYER_SOCIAL_APPLE_TEAM_ID: "T",
      }),
    ).toThrow(
      "FOYER_SOCIAL_APPLE_CLIENT_SECRET, or FOYER_SOCIAL_APPLE_TEAM_ID, _KEY_ID and _PRIVATE_KEY, are required with FOYER_SOCIAL_APPLE_CLIENT_ID",
    );
  });
});
