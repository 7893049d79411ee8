import { foyerCookieName } from "@foyer/core";
import { cookies } from "next/headers";
import type { PageApp } from "./apps";

/** The app's connection cookie from the request (only Foyer's: other cookies never reach the page). */
export async function appCookie(app: PageApp): Promise<string | undefined> {
  return (await cookies()).get(foyerCookieName(app.scope))?.value;
}
