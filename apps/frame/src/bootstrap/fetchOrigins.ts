import * as v from "valibot";

const OriginsAnswer = v.object({ allowedOrigins: v.array(v.string()) });

/**
 * The project's allowed origins (`GET /projects/v1/origins?projectId=`, same
 * origin as the frame). A failure leaves the frame without any trusted origin,
 * so it never answers anyone.
 */
export async function fetchAllowedOrigins(
  fetcher: typeof fetch,
  baseUrl: string,
  projectId: string,
): Promise<string[]> {
  const url = new URL("/projects/v1/origins", baseUrl);
  url.searchParams.set("projectId", projectId);
  const response = await fetcher(url, { credentials: "omit" });
  if (!response.ok) throw new Error(`Could not load the project's origins (${response.status})`);
  const parsed = v.safeParse(OriginsAnswer, await response.json());
  if (!parsed.success) throw new Error("The project's origins answer has an unexpected shape");
  return parsed.output.allowedOrigins;
}
