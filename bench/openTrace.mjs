#!/usr/bin/env node
// Where the time from the click on "Connect wallet" to the first wallet entry
// goes (run on demand: `node bench/openTrace.mjs`). Builds the demo for
// production as bench/speed.mjs does, opens it in a fresh Chromium profile with
// the test wallet installed, waits until the page is quiet, then records a
// DevTools performance trace around the click and prints, on the renderer's
// main thread from the click to the frame that first lays out the entry: each
// task over 0.2 ms with what ran in it (scripts evaluated, functions called,
// style, layout, paint), the network requests started, and the frames.
// With PROFILE=1, also a JS sampling profile of the click's task: the functions
// with the most time in it (inclusive and self); MINIFY=0 builds without
// minifying, so those functions have their names.
// LOAD=1 traces the page load instead, up to the frame that first shows "Connect wallet".
// Env: RUNS (3), LOAD, PROFILE, MINIFY, TRACE_OUT, TRACE_CATEGORIES (more, comma-separated) (a path: write the last run's raw trace there, for DevTools).
import { writeFile } from "node:fs/promises";
import {
  armOpenProbe,
  centreOfButton,
  pageQuiet,
  probeButtonVisible,
} from "../scripts/lib/pageProbes.mjs";
import { openWalletBrowser, rerunUnderTsx, startBuiltDemo } from "./lib/harness.mjs";

rerunUnderTsx(import.meta.url);

const runs = Number(process.env.RUNS ?? 3);
const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "blink.user_timing",
  "loading",
  ...(process.env.TRACE_CATEGORIES ?? "").split(",").filter(Boolean),
];
const spec = { host: "foyer-modal", entry: ".list button.row", frame: ".card", windowMs: 600 };

/** The trace's events, recorded while `during` runs. */
async function traced(session, during) {
  const events = [];
  session.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: categories },
  });
  const result = await during();
  await session.send("Tracing.end");
  await complete;
  return { events, result };
}

/** What one task did, in short: the names of its notable descendants and their time. */
function describe(task, events) {
  const end = task.ts + task.dur;
  const inside = events.filter(
    (e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < end && e !== task,
  );
  const parts = [];
  for (const e of inside) {
    const ms = e.dur !== undefined ? (e.dur / 1000).toFixed(2) : "";
    const data = e.args?.data ?? e.args?.beginData ?? {};
    if (e.name === "EventDispatch") parts.push(`event ${data.type} ${ms}`);
    else if (e.name === "EvaluateScript" || e.name === "v8.evaluateModule")
      parts.push(`evaluate ${(data.url ?? "").split("/").pop()} ${ms}`);
    else if (e.name === "FunctionCall")
      parts.push(
        `call ${data.functionName || "(anon)"}@${(data.url ?? "").split("/").pop()}:${data.lineNumber} ${ms}`,
      );
    else if (e.name === "TimerFire") parts.push(`timer ${ms}`);
    else if (e.name === "FireAnimationFrame") parts.push(`rAF ${ms}`);
    else if (e.name === "FireIdleCallback") parts.push(`idle ${ms}`);
    else if (
      [
        "UpdateLayoutTree",
        "Layout",
        "Paint",
        "PrePaint",
        "Layerize",
        "Commit",
        "ParseAuthorStyleSheet",
        "Decode Image",
        "ImageDecodeTask",
      ].includes(e.name)
    )
      parts.push(`${e.name} ${ms}`);
    else if (e.name === "v8.compileModule" || e.name === "v8.compile")
      parts.push(`${e.name} ${(data.url ?? e.args?.fileName ?? "").split("/").pop()} ${ms}`);
  }
  return parts;
}

function report(events, open) {
  const mark = events.find((e) => e.name === "open-click" && e.cat.includes("blink.user_timing"));
  if (!mark) throw new Error("no click mark in the trace");
  const clickTs = mark.ts;
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === mark.pid,
  );
  const tid = main?.tid ?? mark.tid;
  const entryTs = clickTs + (open.entry ?? 100) * 1000;
  const from = clickTs - 30_000;
  const to = entryTs + 5_000;
  const at = (ts) => `${((ts - clickTs) / 1000).toFixed(1).padStart(6)} ms`;
  const lines = [];
  for (const e of events) {
    if (e.ts < from || e.ts > to) continue;
    if (e.name === "RunTask" && e.tid === tid && e.pid === mark.pid && e.dur >= 200) {
      lines.push([
        e.ts,
        `${at(e.ts)}  task ${(e.dur / 1000).toFixed(2)} ms: ${describe(e, events).join("; ")}`,
      ]);
    } else if (e.name === "ResourceSendRequest") {
      lines.push([e.ts, `${at(e.ts)}  request ${e.args.data.url.split("/").pop()}`]);
    } else if (e.name === "ResourceFinish") {
      lines.push([e.ts, `${at(e.ts)}  finished ${e.args.data.requestId}`]);
    } else if (e.name === "BeginFrame" && e.pid === mark.pid) {
      lines.push([e.ts, `${at(e.ts)}  -- frame`]);
    } else if (e.name === "DrawFrame" || e.name === "Commit") {
      if (e.tid !== tid && e.pid === mark.pid)
        lines.push([e.ts, `${at(e.ts)}  (compositor ${e.name})`]);
    }
  }
  lines.sort((a, b) => a[0] - b[0]);
  for (const [, line] of lines) console.log(line);
  const clickEvent = events.find(
    (e) =>
      e.name === "EventDispatch" && e.args?.data?.type === "click" && e.ts >= from && e.ts <= to,
  );
  console.log(
    `entry ${open.entry?.toFixed(1)} ms, opaque ${open.opaque?.toFixed(1)} ms, settled ${open.settled?.toFixed(1)} ms`,
  );
  return clickEvent && { from: clickEvent.ts, to: clickEvent.ts + clickEvent.dur };
}

/** The page load up to the frame that shows the button: tasks, requests, frames. */
function reportLoad(events, buttonVisible) {
  const start = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  if (!start) throw new Error("no navigationStart in the trace");
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === start.pid,
  );
  const tid = main?.tid ?? start.tid;
  const to = start.ts + buttonVisible * 1000 + 5000;
  const at = (ts) => `${((ts - start.ts) / 1000).toFixed(1).padStart(7)} ms`;
  const urls = new Map();
  const lines = [];
  for (const e of events) {
    if (e.ts < start.ts || e.ts > to) continue;
    if (e.name === "RunTask" && e.tid === tid && e.pid === start.pid && e.dur >= 1000) {
      lines.push([
        e.ts,
        `${at(e.ts)}  task ${(e.dur / 1000).toFixed(2)} ms: ${describe(e, events)
          .filter((p) => !/ 0\.[0-4]\d$/.test(p))
          .join("; ")}`,
      ]);
    } else if (e.name === "ResourceSendRequest") {
      urls.set(e.args.data.requestId, e.args.data.url.split("/").pop().slice(0, 60));
      lines.push([e.ts, `${at(e.ts)}  request ${urls.get(e.args.data.requestId)}`]);
    } else if (e.name === "ResourceFinish") {
      lines.push([
        e.ts,
        `${at(e.ts)}  finished ${urls.get(e.args.data.requestId) ?? e.args.data.requestId}`,
      ]);
    }
  }
  lines.sort((a, b) => a[0] - b[0]);
  for (const [, line] of lines) console.log(line);
  return { from: start.ts, to: start.ts + buttonVisible * 1000 };
}

/** The functions with the most samples inside `window` (trace µs), inclusive and self. */
function printProfile(profile, window) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node) => {
    const f = node.callFrame;
    return `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
  };
  const inclusive = new Map();
  const self = new Map();
  let t = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (window && (t < window.from || t > window.to)) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    total += next;
    let node = byId.get(profile.samples[i]);
    self.set(name(node), (self.get(name(node)) ?? 0) + next);
    const seen = new Set();
    while (node) {
      const key = name(node);
      if (!seen.has(key)) {
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + next);
      }
      node = byId.get(parent.get(node.id));
    }
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `  ${(us / 1000).toFixed(2).padStart(7)} ms  ${key}`)
      .join("\n");
  console.log(`profile: ${(total / 1000).toFixed(1)} ms sampled in the window`);
  console.log(`inclusive:\n${top(inclusive, Number(process.env.TOP ?? 60))}`);
  console.log(`self:\n${top(self, 30)}`);
}

const world = await startBuiltDemo({ prefix: "foyer-trace-", minify: process.env.MINIFY !== "0" });
try {
  const { wallet } = world;
  for (let i = 0; i < runs; i++) {
    const { context, tab, close } = await openWalletBrowser(wallet, "foyer-trace-profile-");
    try {
      if (process.env.LOAD === "1") {
        await context.addInitScript(probeButtonVisible, "Connect wallet");
        const session = await context.newCDPSession(tab);
        if (process.env.PROFILE === "1") {
          await session.send("Profiler.enable");
          await session.send("Profiler.setSamplingInterval", { interval: 100 });
          await session.send("Profiler.start");
        }
        const { events, result } = await traced(session, async () => {
          await tab.goto(world.url, { waitUntil: "load" });
          await tab.waitForFunction(() => window.__probe.buttonVisible !== undefined);
          return tab.evaluate(() => window.__probe.buttonVisible);
        });
        console.log(`\nrun ${i + 1}: button visible at ${result.toFixed(1)} ms`);
        const shown = reportLoad(events, result);
        if (process.env.PROFILE === "1") {
          const { profile } = await session.send("Profiler.stop");
          printProfile(profile, shown);
        }
        if (process.env.TRACE_OUT)
          await writeFile(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
        continue;
      }
      await tab.goto(world.url, { waitUntil: "load" });
      await tab.waitForFunction(() =>
        [...document.querySelectorAll("button")].some(
          (b) => b.textContent?.trim() === "Connect wallet",
        ),
      );
      await pageQuiet(tab);
      await tab.evaluate(armOpenProbe, spec);
      await tab.evaluate(() =>
        document.addEventListener("click", () => performance.mark("open-click"), {
          capture: true,
          once: true,
        }),
      );
      const session = await context.newCDPSession(tab);
      const point = await tab.evaluate(centreOfButton, "Connect wallet");
      const profiling = process.env.PROFILE === "1";
      if (profiling) {
        await session.send("Profiler.enable");
        await session.send("Profiler.setSamplingInterval", { interval: 50 });
        await session.send("Profiler.start");
      }
      const { events, result } = await traced(session, async () => {
        await tab.mouse.click(point.x, point.y);
        return tab.evaluate(() => window.__open);
      });
      console.log(`\nrun ${i + 1}`);
      const clickTask = report(events, result);
      if (profiling) {
        const { profile } = await session.send("Profiler.stop");
        printProfile(profile, clickTask);
      }
      if (process.env.TRACE_OUT)
        await writeFile(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
    } finally {
      await close();
    }
  }
} finally {
  await world.stop();
}
