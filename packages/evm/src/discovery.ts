import { isObjectLike } from "@foyer/protocol";
/** An EIP-1193 provider, as far as discovery needs to know it. */
export interface InjectedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** The EIP-6963 `info` of an announced wallet. */
export interface AnnouncedInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface AnnouncedProvider {
  info: AnnouncedInfo;
  provider: InjectedProvider;
}

/** What discovery has found so far. */
export interface InjectedProviders {
  /** One entry per rdns, first announcement wins. */
  announced: readonly AnnouncedProvider[];
  /** `window.ethereum`, unless it is one of the announced providers. */
  legacy: InjectedProvider | undefined;
}

/** The part of `window` discovery uses; a plain EventTarget works in tests. */
export interface DiscoveryWindow extends EventTarget {
  ethereum?: unknown;
}

function isProvider(value: unknown): value is InjectedProvider {
  return isObjectLike(value) && typeof value.request === "function";
}

function readAnnouncement(event: Event): AnnouncedProvider | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (!isObjectLike(detail) || !isObjectLike(detail.info) || !isProvider(detail.provider))
    return undefined;
  const { uuid, name, icon, rdns } = detail.info;
  if (typeof rdns !== "string" || rdns === "" || typeof name !== "string") return undefined;
  return {
    info: {
      uuid: typeof uuid === "string" ? uuid : rdns,
      name,
      icon: typeof icon === "string" ? icon : "",
      rdns,
    },
    provider: detail.provider,
  };
}

/**
 * Finds injected wallets on `win` (behaviour §3 connectors ANNOUNCED and
 * INJECTED): EIP-6963 announcements, now and whenever a wallet announces
 * later, and the legacy `window.ethereum`, which is dropped as soon as an
 * announced wallet turns out to be the same provider object (one wallet,
 * one entry). Calls `onChange` with the full picture after every change and
 * returns the function that stops listening.
 *
 * Wagmi's built-in discovery (mipd) is not used because it only listens on
 * the global `window`; the adapter takes the window as an option.
 */
export function watchInjectedProviders(
  win: DiscoveryWindow,
  options: { eip6963: boolean },
  onChange: (found: InjectedProviders) => void,
): () => void {
  const announced: AnnouncedProvider[] = [];
  let last: InjectedProviders = { announced: [], legacy: undefined };

  const current = (): InjectedProviders => {
    const ethereum = win.ethereum;
    const legacy =
      isProvider(ethereum) && !announced.some((a) => a.provider === ethereum)
        ? ethereum
        : undefined;
    return { announced: [...announced], legacy };
  };
  const update = (): void => {
    const next = current();
    if (next.legacy === last.legacy && next.announced.length === last.announced.length) return;
    last = next;
    onChange(next);
  };
  const onAnnounce = (event: Event): void => {
    const found = readAnnouncement(event);
    if (!found || announced.some((a) => a.info.rdns === found.info.rdns)) return;
    announced.push(found);
    update();
  };

  // Wallets that inject late fire `ethereum#initialized` (MetaMask's convention).
  win.addEventListener("ethereum#initialized", update);
  if (options.eip6963) {
    win.addEventListener("eip6963:announceProvider", onAnnounce);
    win.dispatchEvent(new Event("eip6963:requestProvider"));
  }
  update();
  return () => {
    win.removeEventListener("ethereum#initialized", update);
    win.removeEventListener("eip6963:announceProvider", onAnnounce);
  };
}
