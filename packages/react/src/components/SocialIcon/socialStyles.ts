/**
 * The social buttons' and the social identity's styles. They ship with the social chunks
 * (SocialSection, the Account view), not with the modal's first-load styles.
 */
export const SOCIAL_STYLES = `.socials{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-bottom:12px}.social{width:100%;height:44px;display:inline-flex;align-items:center;justify-content:center;border:0;border-radius:var(--foyer-radius-small);background:var(--foyer-surface);color:var(--foyer-foreground);cursor:pointer}.social:hover{filter:brightness(.97)}.social[aria-busy="true"]{outline:2px solid var(--foyer-accent)}.social[disabled]{opacity:.6;cursor:default}.social-mark{width:20px;height:20px;display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:14px}.social-error{grid-column:1/-1;margin:0}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}.identity{display:inline-flex;align-items:center;gap:6px}`;
