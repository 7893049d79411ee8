import type { SocialPopup, SocialPopups } from "../embedded/social/socialPopup.js";

/** One popup the fake opened: where it was sent, and levers for the test. */
export interface FakePopup extends SocialPopup {
  readonly size: { width: number; height: number };
  readonly visited: string[];
  /** The person closes it. */
  closeByUser(): void;
  /** The provider server's page hands this URI over. */
  handOver(uri: string): void;
}

export interface FakeSocialPopups extends SocialPopups {
  readonly opened: FakePopup[];
  /** The next open() is blocked by the browser. */
  block(): void;
}

export function createFakeSocialPopups(): FakeSocialPopups {
  const opened: FakePopup[] = [];
  let blocked = false;
  return {
    opened,
    block: () => {
      blocked = true;
    },
    open(size) {
      if (blocked) {
        blocked = false;
        return undefined;
      }
      let closed = false;
      const listeners = new Set<(uri: string) => void>();
      const visited: string[] = [];
      const popup: FakePopup = {
        size,
        visited,
        navigate: (url) => visited.push(url),
        isClosed: () => closed,
        close: () => {
          closed = true;
        },
        onCallback(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        closeByUser: () => {
          closed = true;
        },
        handOver: (uri) => {
          for (const listener of [...listeners]) listener(uri);
        },
      };
      opened.push(popup);
      return popup;
    },
  };
}
