import Link from "next/link";
import { appCookie } from "../../src/appCookie";
import { BANK_APP, type PageApp, SHOP_APP } from "../../src/apps";
import { type NextExampleConfig, readConfig } from "../../src/config";
import { FoyerRoot } from "../../src/FoyerRoot";
import { WalletButton } from "../../src/WalletButton";

async function AppPanel({ app, config }: { app: PageApp; config: NextExampleConfig }) {
  return (
    <section aria-label={app.name} className="app-panel">
      <FoyerRoot app={app} config={config} cookie={await appCookie(app)}>
        <h2>{app.name}</h2>
        <p>
          Project {app.projectId} on {app.chain.name}
        </p>
        <WalletButton />
      </FoyerRoot>
    </section>
  );
}

/** Two Foyer instances side by side: own projects, networks, modals and stored state. */
export default async function TwoApps() {
  const config = readConfig(process.env);
  return (
    <>
      <header>
        <h1>Two apps on one page</h1>
        <Link href="/">Back</Link>
      </header>
      <main className="app-panels">
        <AppPanel app={SHOP_APP} config={config} />
        <AppPanel app={BANK_APP} config={config} />
      </main>
    </>
  );
}
