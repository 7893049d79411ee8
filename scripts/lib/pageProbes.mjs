// What a visitor's browser does with a page, read in headless Chromium: the
// functions below run inside the page (passed to Playwright's addInitScript or
// evaluate, so each is self-contained), the rest drive them from Node. Shared
// by `bench/speed.mjs` (timings, on demand) and `scripts/checkPage.mjs` (the
// deterministic figures CI holds to `page-budget.json`).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * In the page from its first script on: stamps `window.__probe.buttonVisible`
 * (ms since navigation) at the first animation frame that lays out a button
 * reading exactly `label` in the document.
 */
export function probeButtonVisible(label) {
  const probe = {};
  window.__probe = probe;
  const look = () => {
    for (const button of document.querySelectorAll("button")) {
      if (button.textContent?.trim() === label && button.getClientRects().length > 0) {
        probe.buttonVisible = performance.now();
        return;
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * The centre of the document's button reading exactly `label` (in CSS pixels), to
 * click with the mouse: Playwright's locators would load its selector engine into
 * the page's heap, which the heap figure must not count.
 */
export function centreOfButton(label) {
  for (const button of document.querySelectorAll("button")) {
    if (button.textContent?.trim() !== label) continue;
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  return undefined;
}

/** Elements in the document, those in open shadow roots included. */
export function countElements() {
  const count = (root) => {
    let total = 0;
    for (const element of root.querySelectorAll("*")) {
      total += 1;
      if (element.shadowRoot) total += count(element.shadowRoot);
    }
    return total;
  };
  return count(document);
}

/**
 * Armed before the click that opens the wallet list; from that click (capture
 * phase, so before the page's own handler) it watches every animation frame for
 * `windowMs` and resolves `window.__open` with, in ms from the click:
 * - `entry`: the first frame that lays out the list's first wallet entry;
 * - `opaque`: the first frame where that entry is fully opaque (its opacity
 *   times every ancestor's, across the shadow boundary, as painted mid-animation);
 * - `settled`: the first frame after which nothing in the list's container moved
 *   again until the window closed — no running animation, no change of its box,
 *   no DOM change. `undefined` when something still moved in the last frame.
 * `spec`: `{ host }` names the element whose shadow root holds the list (or null
 * for the document); `entry` and `frame` are selectors in that root.
 */
export function armOpenProbe(spec) {
  const rootOf = () => (spec.host ? document.querySelector(spec.host)?.shadowRoot : document);
  const visible = (element) => element && element.getClientRects().length > 0;
  const opacityOf = (element) => {
    let opacity = 1;
    for (let node = element; node; ) {
      if (node instanceof Element) opacity *= Number(getComputedStyle(node).opacity);
      node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
    }
    return opacity;
  };
  window.__open = new Promise((resolve) => {
    document.addEventListener(
      "click",
      () => {
        const start = performance.now();
        const result = {};
        let mutated = false;
        let lastBox = "";
        let quietSince;
        const observed = new Set();
        const observer = new MutationObserver(() => {
          mutated = true;
        });
        const watch = () => {
          const root = rootOf();
          if (root && !observed.has(root)) {
            observed.add(root);
            observer.observe(root, {
              childList: true,
              subtree: true,
              attributes: true,
              characterData: true,
            });
          }
        };
        const frame = () => {
          const now = performance.now() - start;
          watch();
          const root = rootOf();
          const entry = root?.querySelector(spec.entry);
          if (result.entry === undefined && visible(entry)) result.entry = now;
          if (result.opaque === undefined && visible(entry) && opacityOf(entry) >= 0.999)
            result.opaque = now;
          const box = root?.querySelector(spec.frame)?.getBoundingClientRect();
          const boxKey = box ? `${box.x},${box.y},${box.width},${box.height}` : "";
          const animating = (root?.getAnimations?.() ?? []).some(
            (animation) => animation.playState === "running",
          );
          const active = animating || mutated || boxKey !== lastBox || result.opaque === undefined;
          mutated = false;
          lastBox = boxKey;
          if (active) quietSince = undefined;
          else quietSince ??= now;
          if (now < spec.windowMs) {
            requestAnimationFrame(frame);
            return;
          }
          observer.disconnect();
          resolve({ ...result, settled: quietSince });
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

/** gzip -9 size, as a CDN would serve the file. */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Records what a page fetches and opens, from now on: every script response
 * (its gzip -9 size, read when asked), every WebSocket, and every request
 * `isWalletConnect(url)` says belongs to WalletConnect. `mark()` starts a new
 * phase; `phase(i)` sums one. `settled()` waits until no request has been in
 * flight for a moment (at most `timeoutMs`): a script the page asked for at idle just before a
 * phase ends is counted in it, not in the next (its response may come later).
 */
export function watchTraffic(page, isWalletConnect) {
  const phases = [{ scripts: [], sockets: [], walletConnect: [] }];
  const current = () => phases[phases.length - 1];
  const inFlight = new Set();
  let lastChange = Date.now();
  const done = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on("request", (request) => {
    if (request.resourceType() === "websocket") return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") current().scripts.push(response);
  });
  page.on("websocket", (socket) => {
    current().sockets.push(socket.url());
    if (isWalletConnect(socket.url())) current().walletConnect.push(socket.url());
  });
  page.on("request", (request) => {
    if (request.resourceType() !== "websocket" && isWalletConnect(request.url()))
      current().walletConnect.push(request.url());
  });
  return {
    async settled(quietMs = 300, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while ((inFlight.size > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    mark() {
      phases.push({ scripts: [], sockets: [], walletConnect: [] });
    },
    async phase(index) {
      const { scripts, sockets, walletConnect } = phases[index];
      let bytes = 0;
      const files = [];
      for (const response of scripts) {
        bytes += gzipSize(await response.body());
        files.push(new URL(response.url()).pathname.split("/").pop());
      }
      return { jsBytes: bytes, jsFiles: files, sockets, walletConnect };
    },
  };
}

/** Used JS heap after two full garbage collections, in bytes (DevTools protocol). */
export async function heapAfterGc(page) {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("HeapProfiler.enable");
    await session.send("HeapProfiler.collectGarbage");
    await session.send("HeapProfiler.collectGarbage");
    const { usedSize } = await session.send("Runtime.getHeapUsage");
    return usedSize;
  } finally {
    await session.detach();
  }
}

/**
 * Until the page is quiet: no request for `quietMs` (Playwright's network idle)
 * and then an idle callback, so work the page defers to idle has run.
 */
export async function pageQuiet(page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), {
          timeout: 2000,
        }),
      ),
  );
  await page.waitForLoadState("networkidle");
}

/** Files only the WalletConnect client's dynamic entry loads (from the demo's manifest). */
export function walletConnectFiles(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) closure(next, files);
    return files;
  };
  const wcKey = Object.keys(manifest).find((key) =>
    key.endsWith("walletConnect/walletConnectClient.ts"),
  );
  if (!wcKey) throw new Error("No WalletConnect client chunk in the demo's manifest");
  const wc = closure(wcKey);
  const others = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key !== wcKey && (chunk.isEntry || chunk.isDynamicEntry) && !wc.has(chunk.file))
      closure(key, others);
  }
  return new Set([...wc].filter((file) => !others.has(file)).map((file) => file.split("/").pop()));
}
