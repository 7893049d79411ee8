import {
  type AdminClient,
  type AdminProject,
  type AdminSponsorship,
  adminCreateProjectRoute,
  adminDeleteProjectRoute,
  adminProjectRoute,
  adminProjectsRoute,
  adminRevokeUserRoute,
  adminSponsorshipRoute,
  adminUpdateProjectRoute,
  adminUpdateSponsorshipRoute,
} from "@foyer/protocol";
import { formatEther } from "viem";
import type { AdminCommand } from "./adminArgs.js";
import { USAGE } from "./adminArgs.js";

/** A project in a few lines: id, name, origins, the features that are on. */
export function describeProject(project: AdminProject): string {
  const on = Object.entries(project.features)
    .filter(([name, value]) => value === true && name !== "socials")
    .map(([name]) => name);
  const socials =
    project.features.socials.length === 0 ? "none" : project.features.socials.join(", ");
  return [
    `${project.id}  ${project.name}`,
    `  origins:  ${project.allowedOrigins.length === 0 ? "none (browsers are refused)" : project.allowedOrigins.join(", ")}`,
    `  features: ${on.length === 0 ? "none" : on.join(", ")}; socials: ${socials}`,
  ].join("\n");
}

/** A project's sponsorship in a few lines: the policy, then today's use against it. */
export function describeSponsorship(sponsorship: AdminSponsorship): string {
  const { policy, today } = sponsorship;
  const eth = (wei: string) => `${formatEther(BigInt(wei))} ETH`;
  return [
    `${sponsorship.projectId}  gas sponsorship ${policy.enabled ? "on" : "off"}`,
    `  networks: ${policy.networks.length === 0 ? "none" : policy.networks.join(", ")}`,
    `  targets:  ${policy.targets === "all" ? "all contracts" : policy.targets.join(", ") || "none"}`,
    `  per user: ${eth(policy.perUserDailyWei)} and ${policy.perUserDailyOperations} operations a day`,
    `  in all:   ${eth(policy.globalDailyWei)} a day`,
    `  today (${today.day} UTC): ${today.operations} operations for ${today.users} users, ${eth(today.wei)} of ${eth(policy.globalDailyWei)}`,
  ].join("\n");
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Runs one command against the admin API and returns what to print. Refusals are the
 * client's AdminApiError, with the server's code and message.
 */
export async function runAdminCommand(command: AdminCommand, call: AdminClient): Promise<string> {
  switch (command.kind) {
    case "help":
      return USAGE;
    case "projects.list": {
      const { projects } = await call(adminProjectsRoute);
      if (command.json) return json(projects);
      return projects.length === 0 ? "No projects." : projects.map(describeProject).join("\n");
    }
    case "projects.show": {
      const project = await call(adminProjectRoute, { params: { id: command.id } });
      return command.json ? json(project) : describeProject(project);
    }
    case "projects.create": {
      const project = await call(adminCreateProjectRoute, {
        body: {
          id: command.id,
          name: command.name,
          allowedOrigins: command.origins,
          ...(Object.keys(command.features).length === 0 ? {} : { features: command.features }),
        },
      });
      return command.json ? json(project) : `Created\n${describeProject(project)}`;
    }
    case "projects.update": {
      const project = await call(adminUpdateProjectRoute, {
        params: { id: command.id },
        body: {
          ...(command.name === undefined ? {} : { name: command.name }),
          ...(command.origins === undefined ? {} : { allowedOrigins: command.origins }),
          ...(Object.keys(command.features).length === 0 ? {} : { features: command.features }),
        },
      });
      return command.json ? json(project) : `Updated\n${describeProject(project)}`;
    }
    case "projects.delete":
      await call(adminDeleteProjectRoute, { params: { id: command.id } });
      return `Deleted project ${command.id}.`;
    case "origins.add":
    case "origins.remove": {
      // Added or removed against the list as the server holds it: no lost update when
      // another operator changes the origins at the same time.
      const project = await call(adminUpdateProjectRoute, {
        params: { id: command.id },
        body:
          command.kind === "origins.add"
            ? { addOrigins: command.origins }
            : { removeOrigins: command.origins },
      });
      return command.json ? json(project) : describeProject(project);
    }
    case "sponsorship.show": {
      const sponsorship = await call(adminSponsorshipRoute, { params: { id: command.id } });
      return command.json ? json(sponsorship) : describeSponsorship(sponsorship);
    }
    case "sponsorship.set": {
      const sponsorship = await call(adminUpdateSponsorshipRoute, {
        params: { id: command.id },
        body: command.patch,
      });
      return command.json ? json(sponsorship) : `Updated\n${describeSponsorship(sponsorship)}`;
    }
    case "users.revoke": {
      const outcome = await call(adminRevokeUserRoute, { params: { userId: command.userId } });
      if (command.json) return json(outcome);
      return `Revoked user ${command.userId}: ${outcome.revokedSessions} session(s) ended, ${outcome.removedDevices} device(s) removed, ${outcome.revokedSignIns} sign-in(s) ended.`;
    }
  }
}
