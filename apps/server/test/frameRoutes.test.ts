import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pgliteDriver } from "./support/databases.js";
import { createAuthApp } from "./support/embedded.js";
import { useFrameBuild } from "./support/frameBuild.js";
import { useServerApp } from "./support/serverApp.js";

describe("frame static files at /frame/", () => {
  const frame = useFrameBuild(
    {
      "index.html": "<!doctype html><title>frame</title>",
      "assets/main-abc123.js": "console.log('frame')",
      "assets/style-abc123.css": "body{}",
    },
    { name: "secret.txt", text: "outside the build folder" },
  );
  const world = useServerApp(pgliteDriver, {
    build: ({ database }) => createAuthApp(database, { env: { FOYER_FRAME_DIR: frame.dist } }),
    project: { allowedOrigins: ["https://dapp.example", "http://localhost:5173"] },
  });
  const missing = useServerApp(pgliteDriver, {
    build: ({ database }) =>
      createAuthApp(database, { env: { FOYER_FRAME_DIR: join(frame.root, "nope") } }),
  });

  it("serves the page framable only by the project's origins", async () => {
    const page = await world.app.inject({
      method: "GET",
      url: `/frame/?projectId=${world.projectId}&chainId=eip155:1&version=4`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<title>frame</title>");
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        "connect-src 'self' https: http:; object-src 'none'; base-uri 'none'; form-action 'none'; " +
        "frame-ancestors https://dapp.example http://localhost:5173",
    );
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBeUndefined();

    const unknown = await world.app.inject({ method: "GET", url: "/frame/?projectId=nobody" });
    expect(unknown.headers["content-security-policy"]).toMatch(
      /^default-src 'self'; script-src 'self';.*; frame-ancestors 'none'$/,
    );
    // No inline script may run: nothing in the policy lets one.
    expect(unknown.headers["content-security-policy"]).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("serves assets with their content types and redirects /frame to /frame/", async () => {
    const js = await world.app.inject({ method: "GET", url: "/frame/assets/main-abc123.js" });
    expect(js.statusCode).toBe(200);
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.headers["cache-control"]).toContain("immutable");
    expect(js.headers["x-content-type-options"]).toBe("nosniff");
    const css = await world.app.inject({ method: "GET", url: "/frame/assets/style-abc123.css" });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");

    const bare = await world.app.inject({
      method: "GET",
      url: `/frame?projectId=${world.projectId}`,
    });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`/frame/?projectId=${world.projectId}`);
  });

  it("answers 404 for missing files and paths leaving the build folder", async () => {
    const missing = await world.app.inject({ method: "GET", url: "/frame/assets/none.js" });
    expect(missing.statusCode).toBe(404);
    for (const url of ["/frame/..%2fsecret.txt", "/frame/%2e%2e/secret.txt", "/frame/assets/"]) {
      const response = await world.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("outside the build folder");
    }
  });

  it("says clearly when the frame is not built", async () => {
    const response = await missing.app.inject({ method: "GET", url: "/frame/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain("The embedded wallet frame is not built");
    expect(response.body).toContain("npm run build -w @foyer/frame");
  });
});
