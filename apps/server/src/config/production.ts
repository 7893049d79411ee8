import { nonEmpty } from "./envValues.js";

/**
 * What `NODE_ENV=production` requires and refuses, as one line per problem. A production
 * server serves only what its operator configured: the secrets and addresses it cannot guess,
 * and its networks from FOYER_NETWORKS (or FOYER_NETWORKS_FILE) — never the local devnet, the
 * sign-in stand-ins or the dev mailbox that development falls back to.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const unset = (name: string) => nonEmpty(env[name]) === undefined;
  // A generated secret would sit in the same database as what it protects.
  if (unset("FOYER_SECRET")) problems.push("FOYER_SECRET is required when NODE_ENV=production");
  // The dev mailbox shows every login code to whoever opens /dev/mailbox.
  if (unset("SMTP_URL")) problems.push("SMTP_URL is required when NODE_ENV=production");
  // Mailed links and the own-origin check would otherwise have no trusted source.
  if (unset("FOYER_PUBLIC_URL")) {
    problems.push("FOYER_PUBLIC_URL is required when NODE_ENV=production");
  }
  if (unset("FOYER_NETWORKS") && unset("FOYER_NETWORKS_FILE")) {
    problems.push(
      "FOYER_NETWORKS (or FOYER_NETWORKS_FILE) is required when NODE_ENV=production: the networks this server serves",
    );
  }
  for (const name of DEVELOPMENT_ONLY) {
    if (!unset(name)) {
      problems.push(`${name} is for development only: ${WHAT_INSTEAD[name]}`);
    }
  }
  return problems;
}

/** Development stand-ins that have no place in production, and what to set there instead. */
const WHAT_INSTEAD = {
  DEVNET_RPC_URL: "in production list every network, the devnet too, in FOYER_NETWORKS",
  DEVNET_BUNDLER_URL: 'in production give the network its "bundlerUrl" in FOYER_NETWORKS',
  FOYER_IDP_URL:
    "in production a social provider signs in only with its FOYER_SOCIAL_<PROVIDER>_CLIENT_ID and secret",
} as const;

const DEVELOPMENT_ONLY = Object.keys(WHAT_INSTEAD) as (keyof typeof WHAT_INSTEAD)[];
