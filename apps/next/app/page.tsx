import Link from "next/link";
import { appCookie } from "../src/appCookie";
import { MAIN_APP } from "../src/apps";
import { readConfig } from "../src/config";
import { FoyerRoot } from "../src/FoyerRoot";
import { WalletButton } from "../src/WalletButton";

/** Rendered per request: the visitor's connection cookie decides what the button shows. */
export default async function Home() {
  const config = readConfig(process.env);
  return (
    <FoyerRoot app={MAIN_APP} config={config} cookie={await appCookie(MAIN_APP)}>
      <header>
        <h1>{MAIN_APP.name}</h1>
        <WalletButton />
      </header>
      <main>
        <p>
          This page is rendered on the server. A returning visitor&apos;s account comes from a
          cookie, so the button shows it in the first HTML; the wallet then reconnects quietly.
        </p>
        <p>
          <Link href="/two">Two apps on one page</Link>
        </p>
      </main>
    </FoyerRoot>
  );
}
