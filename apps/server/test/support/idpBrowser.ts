/**
 * Drives a stand-in provider's pages as a browser would (cookies, redirects, forms), without
 * a browser: from the authorization URL to the URL the provider sends the popup back to.
 */

export type IdpChoice = { person: string } | "deny";

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`).exec(tag);
  return match?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function hiddenInputs(html: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [tag] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = attribute(tag, "name");
    const value = attribute(tag, "value");
    if (name !== undefined && value !== undefined) params.set(name, value);
  }
  return params;
}

/**
 * Follows the provider's pages, choosing `choice` on its login page; answers the callback
 * URL (for Apple's form post, its fields as a query, as the server's page hands them on).
 */
export async function signInAtIdp(
  authorizationUrl: string,
  choice: IdpChoice,
  callbackUrl: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let method = "GET";
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method,
      redirect: "manual",
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url).href;
      if (next.startsWith(callbackUrl)) return next;
      url = next;
      method = "GET";
      body = undefined;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html}`);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    const action = new URL(attribute(form, "action") ?? "", url).href;
    const fields = hiddenInputs(html);
    // Apple's form_post: the page posts code and state to the callback itself.
    if (action.startsWith(callbackUrl)) return `${callbackUrl}?${fields}`;
    if (choice === "deny") fields.set("deny", "1");
    else fields.set("person", choice.person);
    url = action;
    method = "POST";
    body = fields;
  }
  throw new Error("the provider's pages did not lead back to the callback");
}
