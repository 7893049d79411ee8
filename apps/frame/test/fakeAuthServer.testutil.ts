/**
 * A FAKE of the provider server's embedded-auth routes, in memory, written from
 * the contract (helpers' embedded-contract v1, routes 1–10). It exists only to
 * unit-test the frame's logic; the real server is exercised by the e2e tests.
 * It speaks through a `fetch` function so the frame's real HTTP client is used.
 */

interface FakeUser {
  id: string;
  /** Null for a social login's user. */
  email: string | null;
  wallet: { address: string; authShare: string; recoveryShare: string } | null;
  devices: Set<string>;
}

interface FakeSession {
  userId: string;
  device: string;
  revoked: boolean;
  /** A fresh code was shown for this session (login or reauth). */
  fresh: boolean;
  fallback?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Body;
}

const PROJECT_ID = "project-1";

/** JSON bodies as the fake reads them; the frame only ever sends string fields. */
type Body = Record<string, string | undefined>;

export function createFakeAuthServer(options: { allowedOrigins?: string[] } = {}) {
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const codes = new Map<string, string>();
  const reauthCodes = new Map<string, string>();
  const exportCodes = new Map<string, string>();
  const pendingDevices = new Map<string, { device: string; approved: boolean }>();
  /** Social logins started: state → who started it and with which provider. */
  const socialStates = new Map<string, { device: string; provider: string }>();
  /** Farcaster sign-ins started: channel → the frame device, and the fid once approved. */
  const farcasterChannels = new Map<string, { device: string; fid?: number }>();
  /** Told of each connect that finds its channel still waiting (the test approves from here). */
  let onFarcasterPending: (channel: string) => void = () => {};
  const mail: { to: string; code?: string; kind: "code" | "device" }[] = [];
  const log: LoggedRequest[] = [];
  let nextId = 1;

  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  const fail = (status: number, code: string, message: string) => json(status, { code, message });

  function sendCode(email: string, into = codes) {
    const code = String(100000 + nextId++);
    into.set(email, code);
    mail.push({ to: email, code, kind: "code" });
  }

  function sessionOf(headers: Record<string, string>) {
    const token = headers.authorization?.replace(/^Bearer /, "");
    const session = token ? sessions.get(token) : undefined;
    if (!token || !session || session.revoked) return undefined;
    const user = [...users.values()].find((u) => u.id === session.userId);
    return user ? { token, session, user } : undefined;
  }

  async function handle(method: string, path: string, headers: Record<string, string>, body: Body) {
    if (path === "/projects/v1/origins" && method === "GET") {
      return json(200, { allowedOrigins: options.allowedOrigins ?? ["https://app.example"] });
    }
    // The provider server's list of networks with smart accounts: none unless a test says so.
    if (path === "/v1/smart-accounts" && method === "GET") return json(200, { networks: [] });
    const device = headers["x-foyer-device"] ?? "";
    const route = path.replace("/auth/v1/embedded", "");
    switch (`${method} ${route}`) {
      case "POST /email/start": {
        const email = String(body.email);
        const auth = sessionOf(headers);
        if (auth && auth.user.email === email && auth.session.device === device) {
          return json(200, { action: "CONNECT" });
        }
        const user = users.get(email);
        if (user?.wallet && !user.devices.has(device)) {
          pendingDevices.set(email, { device, approved: false });
          mail.push({ to: email, kind: "device" });
          return json(200, { action: "VERIFY_DEVICE" });
        }
        sendCode(email);
        return json(200, { action: "VERIFY_OTP" });
      }
      case "POST /device/wait": {
        const pending = pendingDevices.get(String(body.email));
        return json(200, { approved: pending?.device === device && pending.approved });
      }
      case "POST /email/verify": {
        const email = String(body.email);
        if (!codes.has(email) || codes.get(email) !== body.otp) {
          return fail(400, "OTP_INVALID", "Invalid code");
        }
        codes.delete(email);
        let user = users.get(email);
        if (!user) {
          user = { id: `user-${nextId++}`, email, wallet: null, devices: new Set() };
          users.set(email, user);
        }
        user.devices.add(device);
        // JWT-shaped like the real one (contract item 3); the signature part is not checked here.
        const claims = { sub: user.id, device, jti: String(nextId++) };
        const token = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.fake`;
        sessions.set(token, { userId: user.id, device, revoked: false, fresh: true });
        return json(200, { token, user: { id: user.id, email } });
      }
      case "POST /social/start": {
        if (!(options.allowedOrigins ?? ["https://app.example"]).includes(String(body.appOrigin))) {
          return fail(400, "BAD_REQUEST", "appOrigin is not an allowed origin of this project");
        }
        const state = `state-${nextId++}`;
        socialStates.set(state, { device, provider: String(body.provider) });
        return json(200, { uri: `https://idp.example/${body.provider}/authorize?state=${state}` });
      }
      case "POST /social/connect": {
        // The fake's provider says the person's subject is the callback's `code`.
        const callback = new URL(String(body.uri));
        const state = callback.searchParams.get("state") ?? "";
        const started = socialStates.get(state);
        socialStates.delete(state);
        if (!started || started.device !== device) {
          return fail(
            400,
            "SOCIAL_STATE_INVALID",
            "This sign-in request has expired or was already used; start again",
          );
        }
        if (callback.searchParams.has("error")) {
          return fail(400, "SOCIAL_DENIED", "The provider did not grant the sign-in");
        }
        const subject = callback.searchParams.get("code") ?? "";
        const key = `${started.provider}:${subject}`;
        let user = users.get(key);
        if (!user) {
          user = { id: `user-${nextId++}`, email: null, wallet: null, devices: new Set() };
          users.set(key, user);
        }
        user.devices.add(device);
        const claims = { sub: user.id, device, jti: String(nextId++) };
        const token = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.fake`;
        sessions.set(token, { userId: user.id, device, revoked: false, fresh: true });
        return json(200, {
          token,
          user: { id: user.id, email: null, username: subject, socialProvider: started.provider },
        });
      }
      case "POST /farcaster/start": {
        if (!(options.allowedOrigins ?? ["https://app.example"]).includes(String(body.appOrigin))) {
          return fail(400, "BAD_REQUEST", "appOrigin is not an allowed origin of this project");
        }
        const channel = `channel-${nextId++}`;
        farcasterChannels.set(channel, { device });
        return json(200, {
          url: `https://relay.example/~/sign-in-with-farcaster?channelToken=${channel}`,
          channel,
        });
      }
      case "POST /farcaster/connect": {
        const channel = String(body.channel);
        const started = farcasterChannels.get(channel);
        if (!started || started.device !== device) {
          return fail(
            400,
            "FARCASTER_CHANNEL_INVALID",
            "This Farcaster sign-in has expired or was already used; start again",
          );
        }
        if (started.fid === undefined) {
          onFarcasterPending(channel);
          return json(202, { state: "pending" });
        }
        farcasterChannels.delete(channel);
        const key = `farcaster:${started.fid}`;
        let user = users.get(key);
        if (!user) {
          user = { id: `user-${nextId++}`, email: null, wallet: null, devices: new Set() };
          users.set(key, user);
        }
        user.devices.add(device);
        const claims = { sub: user.id, device, jti: String(nextId++) };
        const token = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.fake`;
        sessions.set(token, { userId: user.id, device, revoked: false, fresh: true });
        return json(200, {
          state: "completed",
          token,
          user: {
            id: user.id,
            email: null,
            username: `fid-${started.fid}`,
            socialProvider: "farcaster",
          },
        });
      }
      case "POST /email/update":
      case "POST /email/update/primary":
      case "POST /email/update/secondary":
        return updateEmail(route, headers, body);
    }
    const auth = sessionOf(headers);
    if (!auth) return fail(401, "SESSION_EXPIRED", "Session Expired");
    const { token, session, user } = auth;
    // Routes that mail a code refuse a social login's user, who has no email (as the server).
    const email = user.email ?? "";
    if (user.email === null && `${method} ${route}` === "POST /email/reauth") {
      return fail(409, "NO_EMAIL", "This account signs in with a social provider and has no email");
    }
    switch (`${method} ${route}`) {
      case "GET /me":
        return json(200, {
          id: user.id,
          email: user.email,
          wallet: user.wallet ? { address: user.wallet.address } : null,
        });
      case "POST /wallet":
        if (user.wallet) return fail(409, "WALLET_EXISTS", "Wallet exists");
        user.wallet = {
          address: String(body.address),
          authShare: String(body.authShare),
          recoveryShare: String(body.recoveryShare),
        };
        return json(204);
      case "GET /wallet/auth-share":
        if (!user.wallet) return fail(404, "NO_WALLET", "No wallet");
        return json(200, { address: user.wallet.address, authShare: user.wallet.authShare });
      case "POST /email/reauth":
        sendCode(email, body.purpose === "export" ? exportCodes : reauthCodes);
        return json(204);
      case "POST /wallet/export": {
        if (!user.wallet) return fail(404, "NO_WALLET", "No wallet");
        // A social user: the sign-in's freshness is the proof (as on the real server).
        if (user.email === null) {
          if (!session.fresh) {
            return fail(403, "EXPORT_SIGN_IN_AGAIN", "Sign in again to export your key");
          }
          return json(200, { recoveryShare: user.wallet.recoveryShare });
        }
        // An email user: always a code mailed for export; the login's freshness does not count.
        if (body.otp === undefined) return fail(400, "OTP_REQUIRED", "A fresh code is required");
        if (exportCodes.get(email) !== body.otp) {
          return fail(400, "OTP_INVALID", "Invalid code");
        }
        exportCodes.delete(email);
        return json(200, { recoveryShare: user.wallet.recoveryShare });
      }
      case "POST /wallet/recovery": {
        if (!user.wallet) return fail(404, "NO_WALLET", "No wallet");
        // A code, when sent, must be right; without one the login's freshness counts
        // (the contract's reading this fake follows; see the frame README).
        if (body.otp !== undefined) {
          if (reauthCodes.get(email) !== body.otp) {
            return fail(400, "OTP_INVALID", "Invalid code");
          }
          reauthCodes.delete(email);
        } else if (!session.fresh) {
          return fail(400, "OTP_INVALID", "Invalid code");
        }
        return json(200, { recoveryShare: user.wallet.recoveryShare });
      }
      case "POST /wallet/reshare":
        if (!user.wallet || user.wallet.address !== body.address) {
          return fail(400, "BAD_REQUEST", "Bad request");
        }
        if (!session.fresh) return fail(400, "OTP_INVALID", "Invalid code");
        user.wallet = {
          address: String(body.address),
          authShare: String(body.authShare),
          recoveryShare: String(body.recoveryShare),
        };
        return json(204);
      case "POST /wallet/device-fallback":
        session.fallback = body.deviceShare;
        return json(204);
      case "GET /wallet/device-fallback":
        return session.fallback
          ? json(200, { deviceShare: session.fallback })
          : fail(404, "NO_WALLET", "No device share");
      case "POST /sign-out":
        session.revoked = true;
        session.fallback = undefined;
        sessions.set(token, session);
        return json(204);
    }
    return fail(404, "NOT_FOUND", "Not found");
  }

  const emailChanges = new Map<string, string>();
  function updateEmail(route: string, headers: Record<string, string>, body: Body) {
    const auth = sessionOf(headers);
    if (!auth) return fail(401, "SESSION_EXPIRED", "Session Expired");
    const { user } = auth;
    const email = user.email;
    if (email === null) {
      return fail(409, "NO_EMAIL", "This account signs in with a social provider and has no email");
    }
    if (route === "/email/update") {
      emailChanges.set(user.id, String(body.email));
      sendCode(email);
      return json(200, { action: "VERIFY_PRIMARY_OTP" });
    }
    const newEmail = emailChanges.get(user.id);
    if (!newEmail) return fail(400, "BAD_REQUEST", "No email change");
    if (route === "/email/update/primary") {
      if (codes.get(email) !== body.otp) return fail(400, "OTP_INVALID", "Invalid code");
      codes.delete(email);
      sendCode(newEmail);
      return json(200, { action: "VERIFY_SECONDARY_OTP" });
    }
    if (codes.get(newEmail) !== body.otp) return fail(400, "OTP_INVALID", "Invalid code");
    codes.delete(newEmail);
    users.delete(email);
    user.email = newEmail;
    users.set(newEmail, user);
    return json(200, { newEmail });
  }

  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const body: Body = typeof init?.body === "string" ? JSON.parse(init.body) : {};
    const method = init?.method ?? "GET";
    log.push({ method, path: url.pathname, headers, body });
    if (url.searchParams.get("projectId") !== PROJECT_ID) {
      return fail(401, "INVALID_PROJECT_ID", "Invalid Project ID");
    }
    return handle(method, url.pathname, headers, body);
  };

  return {
    projectId: PROJECT_ID,
    fetch: fetcher,
    log,
    mail,
    users,
    lastCode: (email: string) => [...mail].reverse().find((m) => m.to === email && m.code)?.code,
    /** Every session's sign-in is older than the fresh window from now on. */
    staleSessions() {
      for (const session of sessions.values()) session.fresh = false;
    },
    approveDevice(email: string) {
      const pending = pendingDevices.get(email);
      if (!pending) throw new Error(`no device waiting for ${email}`);
      pending.approved = true;
      sendCode(email);
    },
    /** The person approves channel `channel` as `fid` in their Farcaster client. */
    approveFarcaster(channel: string, fid: number) {
      const started = farcasterChannels.get(channel);
      if (!started) throw new Error(`no Farcaster channel ${channel}`);
      started.fid = fid;
    },
    onFarcasterPending(listener: (channel: string) => void) {
      onFarcasterPending = listener;
    },
    revokeAll() {
      for (const session of sessions.values()) session.revoked = true;
    },
  };
}

export type FakeAuthServer = ReturnType<typeof createFakeAuthServer>;
