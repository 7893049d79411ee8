#!/usr/bin/env node
// `npm run api:report` / `npm run api:check`: the public API of every publishable package,
// as @microsoft/api-extractor reports it from the built declarations, one report per public
// `exports` entry in the package's `etc/` folder (checked in). `api:report` writes the
// reports; `api:check` (CI) fails, printing the difference, when the built API no longer
// matches its report — a change to a public API must come with its updated report, which a
// reviewer then reads. Entries with no stability promise (`./internal`, `./testing`) have no
// report. Build first (`npm run build:packages`, or `npm run build`).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { publishableWorkspaces, publishedManifest } from "./lib/publishable.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
/** Subpaths that are not a public promise: internals for Foyer's own packages, test fakes. */
const UNREPORTED = new Set(["./internal", "./testing"]);

/** `@foyer/embedded` + `./social` → `embedded-social` (the report's file name). */
function reportName(name, subpath) {
  const base = name.replace(/^@foyer\//, "");
  return subpath === "." ? base : `${base}-${subpath.slice(2).replaceAll("/", "-")}`;
}

const temp = mkdtempSync(join(tmpdir(), "foyer-api-"));
let changed = 0;
try {
  for (const pkg of publishableWorkspaces(root)) {
    const { exports } = publishedManifest(pkg.manifest);
    for (const [subpath, entry] of Object.entries(exports)) {
      if (UNREPORTED.has(subpath) || typeof entry !== "object" || !entry.types) continue;
      const name = reportName(pkg.name, subpath);
      mkdirSync(join(pkg.dir, "etc"), { recursive: true });
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: pkg.dir,
          mainEntryPointFilePath: join(pkg.dir, entry.types),
          compiler: {
            overrideTsconfig: {
              compilerOptions: {
                target: "ES2022",
                module: "NodeNext",
                moduleResolution: "NodeNext",
                lib: ["ES2023", "DOM", "DOM.Iterable"],
                jsx: "react-jsx",
                strict: true,
                skipLibCheck: true,
                types: [],
              },
              files: [join(pkg.dir, entry.types)],
            },
          },
          apiReport: {
            enabled: true,
            reportFolder: join(pkg.dir, "etc"),
            reportTempFolder: temp,
            reportFileName: `${name}.api.md`,
          },
          newlineKind: "lf",
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            // The report lists what is exported; our comments are not TSDoc, and types a
            // public signature uses without exporting them are listed too.
            compilerMessageReporting: { default: { logLevel: "warning" } },
            extractorMessageReporting: { default: { logLevel: "none" } },
            tsdocMessageReporting: { default: { logLevel: "none" } },
          },
        },
        configObjectFullPath: join(pkg.dir, "api-extractor.json"),
        packageJsonFullPath: join(pkg.dir, "package.json"),
      });
      const result = Extractor.invoke(config, {
        localBuild: !values.check,
        showVerboseMessages: false,
        showDiagnostics: false,
        messageCallback: (message) => {
          // Only the report's verdict and real compiler errors are worth a line.
          if (message.logLevel !== "error") message.handled = true;
        },
      });
      if (result.apiReportChanged) {
        changed += 1;
        if (values.check) {
          const expected = join(pkg.dir, "etc", `${name}.api.md`);
          const actual = join(temp, `${name}.api.md`);
          console.error(
            `\n${pkg.name}${subpath === "." ? "" : subpath.slice(1)}: the public API changed`,
          );
          console.error(diffLines(readOrEmpty(expected), readOrEmpty(actual)));
        } else {
          console.log(
            `updated ${join("packages", pkg.dir.split("/packages/")[1] ?? "", "etc", `${name}.api.md`)}`,
          );
        }
      }
      if (!result.succeeded && !result.apiReportChanged) {
        console.error(
          `${pkg.name}${subpath.slice(1)}: api-extractor failed (${result.errorCount} errors)`,
        );
        process.exitCode = 1;
      }
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
if (values.check && changed > 0) {
  console.error(
    `\n${changed} API report(s) differ from the build. If the change is meant, run \`npm run api:report\` and commit the reports.`,
  );
  process.exitCode = 1;
} else if (values.check) {
  console.log("API reports match the build.");
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** The lines only in one side, marked - (report) and + (build): enough to see the change. */
function diffLines(before, after) {
  const a = before.replaceAll("\r\n", "\n").split("\n");
  const b = after.replaceAll("\r\n", "\n").split("\n");
  const inA = new Set(a);
  const inB = new Set(b);
  return [
    ...a.filter((line) => !inB.has(line)).map((line) => `- ${line}`),
    ...b.filter((line) => !inA.has(line)).map((line) => `+ ${line}`),
  ].join("\n");
}
