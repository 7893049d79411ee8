import { FAVICON_LINK } from "./faviconLink.js";
import { TEST_PEOPLE } from "./people.js";

const PROVIDER_TITLES: Record<string, string> = {
  google: "Google",
  apple: "Apple",
  github: "GitHub",
  x: "X",
  facebook: "Facebook",
  discord: "Discord",
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * The stand-in's sign-in page: one button per test person (no password) and a Deny button.
 * The form posts `person=<key>` or `deny=1` to `action`; `hidden` fields carry the request.
 */
export function loginPage(options: {
  provider: string;
  clientId: string;
  action: string;
  hidden?: Record<string, string>;
}): string {
  const title = PROVIDER_TITLES[options.provider] ?? options.provider;
  const hidden = Object.entries(options.hidden ?? {})
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("");
  const people = TEST_PEOPLE.map(
    (person) =>
      `<li><button type="submit" name="person" value="${escapeHtml(person.key)}">${escapeHtml(person.name)}<small>${escapeHtml(person.email)}</small></button></li>`,
  ).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>Sign in with ${escapeHtml(title)} (local stand-in)</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 0; padding: 32px 24px; color: #1b1b1f; background: #f5f5f7; }
main { max-width: 380px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; }
h1 { font-size: 20px; margin: 0 0 4px; }
p { color: #55555c; margin: 0 0 16px; }
ul { list-style: none; padding: 0; margin: 0 0 16px; display: grid; gap: 8px; }
button { width: 100%; font: inherit; padding: 10px 14px; border-radius: 8px; border: 1px solid #c8c8d0; background: #fff; text-align: left; cursor: pointer; }
button small { display: block; color: #55555c; }
button.deny { text-align: center; border-color: #b3261e; color: #b3261e; }
</style>
</head>
<body>
<main>
<h1>Sign in with ${escapeHtml(title)}</h1>
<p>Local stand-in for development. <strong>${escapeHtml(options.clientId)}</strong> asks who you are: choose a test person.</p>
<form method="post" action="${escapeHtml(options.action)}">
${hidden}
<ul>${people}</ul>
<button class="deny" type="submit" name="deny" value="1">Deny</button>
</form>
</main>
</body>
</html>`;
}
