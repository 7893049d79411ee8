import {
  AUTH_REFUSAL_MESSAGES,
  embeddedAuthShareRoute,
  embeddedCreateWalletRoute,
  embeddedDeviceWaitRoute,
  embeddedEmailReauthRoute,
  embeddedEmailStartRoute,
  embeddedEmailUpdatePrimaryRoute,
  embeddedEmailUpdateRoute,
  embeddedEmailUpdateSecondaryRoute,
  embeddedEmailVerifyRoute,
  embeddedExportShareRoute,
  embeddedFarcasterConnectRoute,
  embeddedFarcasterStartRoute,
  embeddedGetDeviceFallbackRoute,
  embeddedMeRoute,
  embeddedPutDeviceFallbackRoute,
  embeddedRecoveryShareRoute,
  embeddedReshareRoute,
  embeddedSignOutRoute,
  embeddedSocialConnectRoute,
  embeddedSocialStartRoute,
  type Route,
  type RouteBody,
  type RouteResponse,
  readInput,
} from "@foyer/protocol";

/**
 * A FAKE of the provider server's embedded-auth routes, in memory, written from the routes
 * of @foyer/protocol: it reads each body with the route's schema and answers what the route's
 * response schema allows. It exists only to unit-test the frame's logic; the real server is
 * exercised by the e2e tests. It speaks through a `fetch` function so the frame's real HTTP
 * client is used.
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

/** JSON bodies as the frame sent them (the log); each route reads its own with its schema. */
type Body = Record<string, unknown>;

/** The routes the fake answers; anything else is a 404, as on a server without the route. */
const ROUTES: readonly Route[] = [
  embeddedEmailStartRoute,
  embeddedDeviceWaitRoute,
  embeddedEmailVerifyRoute,
  embeddedSocialStartRoute,
  embeddedSocialConnectRoute,
  embeddedFarcasterStartRoute,
  embeddedFarcasterConnectRoute,
  embeddedEmailUpdateRoute,
  embeddedEmailUpdatePrimaryRoute,
  embeddedEmailUpdateSecondaryRoute,
  embeddedMeRoute,
  embeddedCreateWalletRoute,
  embeddedAuthShareRoute,
  embeddedEmailReauthRoute,
  embeddedExportShareRoute,
  embeddedRecoveryShareRoute,
  embeddedReshareRoute,
  embeddedPutDeviceFallbackRoute,
  embeddedGetDeviceFallbackRoute,
  embeddedSignOutRoute,
];

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
  /** An answer of `route`: typed by its response schema, and checked against it. */
  const answer = <R extends Route>(route: R, status: number, body: RouteResponse<R>) => {
    const checked = readInput(route.response, body);
    if (!checked.ok)
      throw new Error(`fake answer of ${route.path} breaks its schema: ${checked.message}`);
    return json(status, body);
  };
  class Refused extends Error {
    constructor(readonly response: Response) {
      super("refused");
    }
  }
  /** The body as `route` reads it; a refusal as the server's readRequest sends it. */
  const reader =
    (raw: Body) =>
    <R extends Route>(route: R): RouteBody<R> => {
      if (route.body === undefined) return undefined as RouteBody<R>;
      const read = readInput(route.body, raw);
      if (!read.ok) {
        const code = (read.field && route.codes?.[read.field]) || "INVALID_REQUEST";
        throw new Refused(fail(400, code, read.message));
      }
      return read.value as RouteBody<R>;
    };

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

  const openSessionFor = (user: FakeUser, device: string) => {
    // JWT-shaped like the real one; the signature part is not checked here.
    const claims = { sub: user.id, device, jti: String(nextId++) };
    const token = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.fake`;
    sessions.set(token, { userId: user.id, device, revoked: false, fresh: true });
    return token;
  };
  const userFor = (key: string, email: string | null) => {
    let user = users.get(key);
    if (!user) {
      user = { id: `user-${nextId++}`, email, wallet: null, devices: new Set() };
      users.set(key, user);
    }
    return user;
  };
  const NO_EMAIL = () => fail(409, "NO_EMAIL", AUTH_REFUSAL_MESSAGES.NO_EMAIL);

  async function handle(method: string, path: string, headers: Record<string, string>, raw: Body) {
    if (path === "/projects/v1/origins" && method === "GET") {
      return json(200, { allowedOrigins: options.allowedOrigins ?? ["https://app.example"] });
    }
    // The provider server's list of networks with smart accounts: none unless a test says so.
    if (path === "/v1/smart-accounts" && method === "GET") return json(200, { networks: [] });
    const route = ROUTES.find((r) => r.method === method && r.path === path);
    if (route === undefined) return fail(404, "NOT_FOUND", "Not found");
    try {
      return answerRoute(route, headers, reader(raw));
    } catch (error) {
      if (error instanceof Refused) return error.response;
      throw error;
    }
  }

  function answerRoute(
    route: Route,
    headers: Record<string, string>,
    read: ReturnType<typeof reader>,
  ): Response {
    const device = headers["x-foyer-device"] ?? "";
    const allowed = options.allowedOrigins ?? ["https://app.example"];
    switch (route) {
      case embeddedEmailStartRoute: {
        const { email } = read(embeddedEmailStartRoute);
        if (email === undefined)
          return fail(400, "INVALID_EMAIL", AUTH_REFUSAL_MESSAGES.INVALID_EMAIL);
        const auth = sessionOf(headers);
        if (auth && auth.user.email === email && auth.session.device === device) {
          return answer(route, 200, { action: "CONNECT" });
        }
        const user = users.get(email);
        if (user?.wallet && !user.devices.has(device)) {
          pendingDevices.set(email, { device, approved: false });
          mail.push({ to: email, kind: "device" });
          return answer(embeddedEmailStartRoute, 200, { action: "VERIFY_DEVICE" });
        }
        sendCode(email);
        return answer(embeddedEmailStartRoute, 200, { action: "VERIFY_OTP" });
      }
      case embeddedDeviceWaitRoute: {
        const pending = pendingDevices.get(read(embeddedDeviceWaitRoute).email ?? "");
        return answer(embeddedDeviceWaitRoute, 200, {
          approved: pending?.device === device && pending.approved,
        });
      }
      case embeddedEmailVerifyRoute: {
        const { email, otp } = read(embeddedEmailVerifyRoute);
        if (email === undefined || !codes.has(email) || codes.get(email) !== otp) {
          return fail(400, "OTP_INVALID", "Invalid code");
        }
        codes.delete(email);
        const user = userFor(email, email);
        user.devices.add(device);
        const token = openSessionFor(user, device);
        return answer(embeddedEmailVerifyRoute, 200, { token, user: { id: user.id, email } });
      }
      case embeddedSocialStartRoute: {
        const { provider, appOrigin } = read(embeddedSocialStartRoute);
        if (!allowed.includes(appOrigin)) {
          return fail(400, "BAD_REQUEST", "appOrigin is not an allowed origin of this project");
        }
        const state = `state-${nextId++}`;
        socialStates.set(state, { device, provider });
        return answer(embeddedSocialStartRoute, 200, {
          uri: `https://idp.example/${provider}/authorize?state=${state}`,
        });
      }
      case embeddedSocialConnectRoute: {
        // The fake's provider says the person's subject is the callback's `code`.
        const callback = new URL(read(embeddedSocialConnectRoute).uri);
        const state = callback.searchParams.get("state") ?? "";
        const started = socialStates.get(state);
        socialStates.delete(state);
        if (!started || started.device !== device) {
          return fail(400, "SOCIAL_STATE_INVALID", AUTH_REFUSAL_MESSAGES.SOCIAL_STATE_INVALID);
        }
        if (callback.searchParams.has("error")) {
          return fail(400, "SOCIAL_DENIED", AUTH_REFUSAL_MESSAGES.SOCIAL_DENIED);
        }
        const subject = callback.searchParams.get("code") ?? "";
        const user = userFor(`${started.provider}:${subject}`, null);
        user.devices.add(device);
        const token = openSessionFor(user, device);
        return answer(embeddedSocialConnectRoute, 200, {
          token,
          user: { id: user.id, username: subject, socialProvider: started.provider },
        });
      }
      case embeddedFarcasterStartRoute: {
        if (!allowed.includes(read(embeddedFarcasterStartRoute).appOrigin)) {
          return fail(400, "BAD_REQUEST", "appOrigin is not an allowed origin of this project");
        }
        const channel = `channel-${nextId++}-${"x".repeat(16)}`;
        farcasterChannels.set(channel, { device });
        return answer(embeddedFarcasterStartRoute, 200, {
          url: `https://relay.example/~/sign-in-with-farcaster?channelToken=${channel}`,
          channel,
        });
      }
      case embeddedFarcasterConnectRoute: {
        const { channel } = read(embeddedFarcasterConnectRoute);
        const started = farcasterChannels.get(channel);
        if (!started || started.device !== device) {
          return fail(
            400,
            "FARCASTER_CHANNEL_INVALID",
            AUTH_REFUSAL_MESSAGES.FARCASTER_CHANNEL_INVALID,
          );
        }
        if (started.fid === undefined) {
          onFarcasterPending(channel);
          return answer(embeddedFarcasterConnectRoute, 202, { state: "pending" });
        }
        farcasterChannels.delete(channel);
        const user = userFor(`farcaster:${started.fid}`, null);
        user.devices.add(device);
        const token = openSessionFor(user, device);
        return answer(embeddedFarcasterConnectRoute, 200, {
          state: "completed",
          token,
          user: { id: user.id, username: `fid-${started.fid}`, socialProvider: "farcaster" },
        });
      }
    }
    const auth = sessionOf(headers);
    if (!auth) return fail(401, "SESSION_EXPIRED", "Session Expired");
    const { token, session, user } = auth;
    switch (route) {
      case embeddedEmailUpdateRoute:
      case embeddedEmailUpdatePrimaryRoute:
      case embeddedEmailUpdateSecondaryRoute:
        return updateEmail(route, user, read);
      case embeddedMeRoute:
        return answer(embeddedMeRoute, 200, {
          id: user.id,
          email: user.email,
          wallet: user.wallet ? { address: user.wallet.address } : null,
        });
      case embeddedCreateWalletRoute: {
        const upload = read(embeddedCreateWalletRoute);
        if (user.wallet) return fail(409, "WALLET_EXISTS", "Wallet exists");
        user.wallet = upload;
        return answer(embeddedCreateWalletRoute, 201, { address: upload.address });
      }
      case embeddedAuthShareRoute:
        if (!user.wallet) return fail(404, "NO_WALLET", "No wallet");
        return answer(embeddedAuthShareRoute, 200, {
          address: user.wallet.address,
          authShare: user.wallet.authShare,
        });
      case embeddedEmailReauthRoute: {
        // Routes that mail a code refuse a social login's user, who has no email (as the server).
        if (user.email === null) return NO_EMAIL();
        const { purpose } = read(embeddedEmailReauthRoute);
        sendCode(user.email, purpose === "export" ? exportCodes : reauthCodes);
        return answer(embeddedEmailReauthRoute, 200, { action: "VERIFY_OTP" });
      }
      case embeddedExportShareRoute: {
        const { otp } = read(embeddedExportShareRoute);
        if (!user.wallet) return fail(404, "NO_WALLET", "No wallet");
        // A social user: the sign-in's freshness is the proof (as on the real server).
        if (user.email === null) {
          if (!session.fresh) {
            return fail(403, "EXPORT_SIGN_IN_AGAIN", "Sign in again to export your key");
          }
          return answer(route, 200, { recoveryShare: user.wallet.recoveryShare });
        }
        // An email user: always a code mailed for export; the login's freshness does not count.
        if (otp === undefined) return fail(400, "OTP_REQUIRED", "A fresh code is required");
        if (exportCodes.get(user.email) !== otp) return fail(400, "OTP_INVALID", "Invalid code");
        exportCodes.delete(user.email);
        return answer(embeddedExportShareRoute, 200, { recoveryShare: user.wallet.recoveryShare });
      }
      case embeddedRecoveryShareRoute: {
        const { otp } = read(embeddedRecoveryShareRoute);
        if (!user.wallet) return fail(404, "NO_WALLET", "No wallet");
        // A code, when sent, must be right; without one the login's freshness counts
        // (the contract's reading this fake follows; see the frame README).
        if (otp !== undefined) {
          if (reauthCodes.get(user.email ?? "") !== otp) {
            return fail(400, "OTP_INVALID", "Invalid code");
          }
          reauthCodes.delete(user.email ?? "");
        } else if (!session.fresh) {
          return fail(400, "OTP_INVALID", "Invalid code");
        }
        return answer(embeddedRecoveryShareRoute, 200, {
          recoveryShare: user.wallet.recoveryShare,
        });
      }
      case embeddedReshareRoute: {
        const upload = read(embeddedReshareRoute);
        if (!user.wallet || user.wallet.address !== upload.address) {
          return fail(400, "BAD_REQUEST", "Bad request");
        }
        if (!session.fresh) return fail(400, "OTP_INVALID", "Invalid code");
        user.wallet = upload;
        return answer(embeddedReshareRoute, 200, { address: upload.address });
      }
      case embeddedPutDeviceFallbackRoute:
        session.fallback = read(embeddedPutDeviceFallbackRoute).deviceShare;
        return answer(embeddedPutDeviceFallbackRoute, 204, undefined);
      case embeddedGetDeviceFallbackRoute:
        return session.fallback
          ? answer(embeddedGetDeviceFallbackRoute, 200, { deviceShare: session.fallback })
          : fail(404, "NO_WALLET", "No device share");
      case embeddedSignOutRoute:
        session.revoked = true;
        session.fallback = undefined;
        sessions.set(token, session);
        return answer(embeddedSignOutRoute, 204, undefined);
    }
    return fail(404, "NOT_FOUND", "Not found");
  }

  const emailChanges = new Map<string, string>();
  function updateEmail(route: Route, user: FakeUser, read: ReturnType<typeof reader>) {
    const email = user.email;
    if (email === null) return NO_EMAIL();
    if (route === embeddedEmailUpdateRoute) {
      const newEmail = read(embeddedEmailUpdateRoute).email;
      if (newEmail === undefined)
        return fail(400, "INVALID_EMAIL", AUTH_REFUSAL_MESSAGES.INVALID_EMAIL);
      emailChanges.set(user.id, newEmail);
      sendCode(email);
      return answer(embeddedEmailUpdateRoute, 200, { action: "VERIFY_PRIMARY_OTP" });
    }
    const newEmail = emailChanges.get(user.id);
    if (!newEmail) return fail(400, "BAD_REQUEST", "No email change");
    if (route === embeddedEmailUpdatePrimaryRoute) {
      const { otp } = read(embeddedEmailUpdatePrimaryRoute);
      if (codes.get(email) !== otp) return fail(400, "OTP_INVALID", "Invalid code");
      codes.delete(email);
      sendCode(newEmail);
      return answer(embeddedEmailUpdatePrimaryRoute, 200, { action: "VERIFY_SECONDARY_OTP" });
    }
    const { otp } = read(embeddedEmailUpdateSecondaryRoute);
    if (codes.get(newEmail) !== otp) return fail(400, "OTP_INVALID", "Invalid code");
    codes.delete(newEmail);
    users.delete(email);
    user.email = newEmail;
    users.set(newEmail, user);
    return answer(embeddedEmailUpdateSecondaryRoute, 200, { newEmail });
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
