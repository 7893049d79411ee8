import { parseArgs } from "node:util";
import type { SponsorshipPolicyPatch } from "@foyer/protocol";
import { parseEther } from "viem";

/** A feature change as the command line writes it: on/off, a providers' list, or the default. */
export type FeatureValue = boolean | string[] | null;

/** What `foyer-admin` was asked to do. */
export type AdminCommand =
  | { kind: "help" }
  | { kind: "projects.list"; json: boolean }
  | { kind: "projects.show"; id: string; json: boolean }
  | {
      kind: "projects.create";
      id: string;
      name: string;
      origins: string[];
      features: Record<string, FeatureValue>;
      json: boolean;
    }
  | {
      kind: "projects.update";
      id: string;
      name?: string;
      origins?: string[];
      features: Record<string, FeatureValue>;
      json: boolean;
    }
  | { kind: "projects.delete"; id: string }
  | { kind: "origins.add" | "origins.remove"; id: string; origins: string[]; json: boolean }
  | { kind: "users.revoke"; userId: string; json: boolean }
  | { kind: "sponsorship.show"; id: string; json: boolean }
  | { kind: "sponsorship.set"; id: string; patch: SponsorshipPolicyPatch; json: boolean };

/** A command line `foyer-admin` cannot run, and why (printed with the usage). */
export class UsageError extends Error {
  override name = "UsageError";
}

export const USAGE = `Usage: foyer-admin <command> [options]

  projects list                         every project
  projects show <id>                    one project
  projects create <id> --name <name> [--origin <origin>]... [--feature <name>=<value>]...
  projects update <id> [--name <name>] [--origin <origin>]... [--feature <name>=<value>]...
                                        --origin replaces the whole list (see origins add/remove)
  projects delete <id>                  the project and everything it owns
  origins add <id> <origin>...          allow more origins
  origins remove <id> <origin>...       allow fewer origins
  users revoke <userId>                 end every session and device of an embedded-wallet user
  sponsorship show <id>                 the project's gas sponsorship and today's use
  sponsorship on|off <id>               turn it on or off, keeping the limits
  sponsorship set <id> [--on|--off] [--network <caip2>]... [--target <address>|all]...
      [--user-daily <amount>] [--user-operations <n>] [--daily-cap <amount>]
                                        amounts in the network's native units (0.05 = 0.05 ETH);
                                        --network and --target replace their whole list

  --feature values: on, off or default (email=off, swaps=on, analytics=on); socials takes
  providers, none or default (socials=google,github).
  --json prints the admin API's answer as JSON.

Environment: FOYER_ADMIN_URL (the server, e.g. http://127.0.0.1:8787) and FOYER_ADMIN_TOKEN.`;

const ON = new Set(["on", "true", "yes"]);

/** `0.05` (native units, e.g. ETH) → wei as decimal digits. */
export function parseNativeAmount(option: string, text: string): string {
  if (!/^(?:0|[1-9][0-9]{0,59})(?:\.[0-9]{1,18})?$/.test(text)) {
    throw new UsageError(`${option} takes an amount in native units such as 0.05 (got "${text}")`);
  }
  return parseEther(text).toString();
}

function parseOperations(text: string): number {
  if (!/^(?:0|[1-9][0-9]{0,6})$/.test(text)) {
    throw new UsageError(`--user-operations takes a whole number such as 20 (got "${text}")`);
  }
  return Number(text);
}
const OFF = new Set(["off", "false", "no"]);

/** `email=off` → ["email", false]; `socials=google,github` → ["socials", ["google", "github"]]. */
export function parseFeature(text: string): [string, FeatureValue] {
  const equals = text.indexOf("=");
  if (equals <= 0) throw new UsageError(`--feature takes <name>=<value> (got "${text}")`);
  const name = text.slice(0, equals).trim();
  const raw = text.slice(equals + 1).trim();
  const value = raw.toLowerCase();
  if (value === "default") return [name, null];
  if (name === "socials") {
    if (value === "none") return [name, []];
    const providers = value.split(",").map((entry) => entry.trim());
    if (providers.some((entry) => entry === "")) {
      throw new UsageError(`--feature socials takes providers separated by commas (got "${raw}")`);
    }
    return [name, providers];
  }
  if (ON.has(value)) return [name, true];
  if (OFF.has(value)) return [name, false];
  throw new UsageError(`--feature ${name} takes on, off or default (got "${raw}")`);
}

/** Reads `foyer-admin`'s arguments (without node and the script); refuses with UsageError. */
export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [group, action, ...rest] = positionals;
  const json = values.json === true;
  if (values.help === true || group === undefined || group === "help") return { kind: "help" };
  const features: Record<string, FeatureValue> = {};
  for (const text of values.feature ?? []) {
    const [name, value] = parseFeature(text);
    features[name] = value;
  }
  const one = (what: string): string => {
    const [value, ...extra] = rest;
    if (value === undefined) throw new UsageError(`${group} ${action} needs the ${what}`);
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
    return value;
  };
  const origins = values.origin ?? [];
  switch (`${group} ${action ?? ""}`) {
    case "projects list":
      if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
      return { kind: "projects.list", json };
    case "projects show":
      return { kind: "projects.show", id: one("project id"), json };
    case "projects create": {
      const id = one("project id");
      if (values.name === undefined) throw new UsageError("projects create needs --name");
      return { kind: "projects.create", id, name: values.name, origins, features, json };
    }
    case "projects update": {
      const id = one("project id");
      const update = {
        kind: "projects.update" as const,
        id,
        features,
        json,
        ...(values.name === undefined ? {} : { name: values.name }),
        ...(origins.length === 0 ? {} : { origins }),
      };
      if (
        update.name === undefined &&
        update.origins === undefined &&
        Object.keys(features).length === 0
      ) {
        throw new UsageError("projects update needs --name, --origin or --feature");
      }
      return update;
    }
    case "projects delete":
      return { kind: "projects.delete", id: one("project id") };
    case "origins add":
    case "origins remove": {
      const [id, ...list] = rest;
      if (id === undefined || list.length === 0) {
        throw new UsageError(`origins ${action} needs a project id and at least one origin`);
      }
      return { kind: action === "add" ? "origins.add" : "origins.remove", id, origins: list, json };
    }
    case "users revoke":
      return { kind: "users.revoke", userId: one("user id"), json };
    case "sponsorship show":
      return { kind: "sponsorship.show", id: one("project id"), json };
    case "sponsorship on":
    case "sponsorship off":
      return {
        kind: "sponsorship.set",
        id: one("project id"),
        patch: { enabled: action === "on" },
        json,
      };
    case "sponsorship set": {
      const id = one("project id");
      if (values.on === true && values.off === true) {
        throw new UsageError("sponsorship set takes --on or --off, not both");
      }
      const targets = values.target ?? [];
      if (targets.includes("all") && targets.length > 1) {
        throw new UsageError('--target all stands alone (got "all" and addresses)');
      }
      const patch: SponsorshipPolicyPatch = {
        ...(values.on === true ? { enabled: true } : {}),
        ...(values.off === true ? { enabled: false } : {}),
        ...(values.network === undefined ? {} : { networks: values.network }),
        ...(targets.length === 0 ? {} : { targets: targets[0] === "all" ? "all" : targets }),
        ...(values["user-daily"] === undefined
          ? {}
          : { perUserDailyWei: parseNativeAmount("--user-daily", values["user-daily"]) }),
        ...(values["user-operations"] === undefined
          ? {}
          : { perUserDailyOperations: parseOperations(values["user-operations"]) }),
        ...(values["daily-cap"] === undefined
          ? {}
          : { globalDailyWei: parseNativeAmount("--daily-cap", values["daily-cap"]) }),
      };
      if (Object.keys(patch).length === 0) {
        throw new UsageError(
          "sponsorship set needs --on, --off, --network, --target, --user-daily, --user-operations or --daily-cap",
        );
      }
      return { kind: "sponsorship.set", id, patch, json };
    }
    default:
      throw new UsageError(`unknown command "${[group, action].filter(Boolean).join(" ")}"`);
  }
}

function parseOptions(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: "string" },
      origin: { type: "string", multiple: true },
      feature: { type: "string", multiple: true },
      json: { type: "boolean" },
      on: { type: "boolean" },
      off: { type: "boolean" },
      network: { type: "string", multiple: true },
      target: { type: "string", multiple: true },
      "user-daily": { type: "string" },
      "user-operations": { type: "string" },
      "daily-cap": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
