/**
 * The account area's own rules (avatar, network badge, tabs and their
 * panel). They ship with the account chunk and are rendered with the view,
 * inside the modal's shadow root, instead of weighing on the page's first
 * load in the modal's stylesheet.
 */
export const ACCOUNT_CSS = `
.avatar{width:64px;height:64px;border-radius:50%;object-fit:cover;background:linear-gradient(135deg,var(--foyer-accent),var(--foyer-surface))}
.badge{display:inline-flex;align-items:center;gap:6px;padding:4px 10px;border-radius:999px;border:1px solid var(--foyer-border);background:transparent;cursor:pointer}
.tabs{display:flex;gap:4px;margin-top:16px;border-bottom:1px solid var(--foyer-border)}
.tab{flex:1;padding:8px;border:0;background:transparent;cursor:pointer;color:var(--foyer-muted);border-bottom:2px solid transparent}
.tab[aria-selected="true"]{color:var(--foyer-foreground);border-bottom-color:var(--foyer-accent)}
.panel{padding:16px 0;min-height:96px}
`;
