import { AppEvents } from "@foyer/embedded";
import { farcasterUri, finishFarcasterLogin } from "./farcasterLogin.js";
import type { FrameContext } from "./frameContext.js";
import type { AreaHandlers } from "./handlerMap.js";
import { connectPasskey, managePasskeys } from "./passkeyLogin.js";
import { finishSocialLogin, socialRedirectUri } from "./socialLogin.js";
import type { UserReader } from "./userHandlers.js";

type LoginRequest =
  | typeof AppEvents.GET_SOCIAL_REDIRECT_URI
  | typeof AppEvents.CONNECT_SOCIAL
  | typeof AppEvents.GET_FARCASTER_URI
  | typeof AppEvents.CONNECT_FARCASTER
  | typeof AppEvents.CONNECT_PASSKEY
  | typeof AppEvents.MANAGE_PASSKEYS;

/** The logins other than email: social providers, Farcaster and passkeys. */
export function loginHandlers(
  { deps, state }: FrameContext,
  getUser: UserReader,
): AreaHandlers<LoginRequest> {
  return {
    [AppEvents.GET_SOCIAL_REDIRECT_URI]: (message, origin) =>
      socialRedirectUri(deps, message.payload.provider, origin),
    async [AppEvents.CONNECT_SOCIAL](message, origin) {
      const { userName } = await finishSocialLogin(deps, state, message.payload.uri);
      return { ...(await getUser(message.payload, origin)), userName };
    },
    [AppEvents.GET_FARCASTER_URI]: (_message, origin) => farcasterUri(deps, state, origin),
    [AppEvents.CONNECT_FARCASTER]: () => finishFarcasterLogin(deps, state),
    [AppEvents.CONNECT_PASSKEY]: () => connectPasskey(deps, state),
    [AppEvents.MANAGE_PASSKEYS]: () => managePasskeys(deps, state),
  };
}
