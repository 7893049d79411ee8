import { ANIMATION_MS, MODAL_WIDTH_PX } from "./styles.js";

/** Up to this width the card is a bottom sheet: phones held upright. */
export const SHEET_MAX_WIDTH_PX = 430;

/** The smallest touch target (Apple's and Android's guidelines agree on about 44 px). */
export const TOUCH_TARGET_PX = 44;

/**
 * The open dialog's rules (backdrop, card, header, the views' shared classes),
 * added to the shadow root with the dialog's chunk, after `MODAL_CSS`.
 */
export const DIALOG_CSS = `
.overlay{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:var(--foyer-backdrop);animation:foyer-fade ${ANIMATION_MS.backdrop}ms ease-out;padding:16px}
.card{position:relative;width:${MODAL_WIDTH_PX}px;max-width:100%;max-height:calc(100vh - 32px);display:flex;flex-direction:column;background:var(--foyer-background);border:1px solid var(--foyer-border);border-radius:var(--foyer-radius);box-shadow:0 16px 48px rgba(0,0,0,.2);animation:foyer-enter ${ANIMATION_MS.card}ms ease-out;outline:none;overflow:hidden}
.card.shake{animation:foyer-shake 500ms ease-in-out}
.header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 4px}
[dir="rtl"] .flip-rtl{display:inline-block;transform:scaleX(-1)}
.title{grid-column:2;margin:0;text-align:center;font-size:1.05em;font-weight:600}
.body-frame{overflow-y:auto}
.body{padding:8px 16px 16px;animation:foyer-fade ${ANIMATION_MS.view}ms ease-out}
.card:focus-visible{outline:none}
.list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.row{width:100%;display:flex;align-items:center;gap:12px;padding:10px 12px;border:0;border-radius:var(--foyer-radius-small);background:var(--foyer-surface);cursor:pointer;text-align:start}
.row:hover{filter:brightness(.97)}
.row[aria-current="true"]{outline:2px solid var(--foyer-accent)}
.row-name{flex:1;min-width:0;font-weight:500;overflow-wrap:anywhere}
.wallet-row{font-weight:500;overflow-wrap:anywhere}
.wallet-row .tag{font-weight:400}
.wallet-row > .wallet-image + .tag,.all-wallets > .tag:first-child{margin-inline-start:auto}
.all-wallets::before{content:"⋯"/""}
.tag{flex:none;white-space:nowrap;font-size:.75em;padding:2px 8px;border-radius:999px;background:var(--foyer-background);color:var(--foyer-muted)}
.tag.accent{color:var(--foyer-accent)}
.wallet-image,.all-wallets::before{width:36px;height:36px;border-radius:10px;flex:none;object-fit:cover;background:var(--foyer-background);display:inline-flex;align-items:center;justify-content:center;font-weight:600;color:var(--foyer-muted)}
.wallet-image.large{width:72px;height:72px;border-radius:20px;font-size:1.6em}
.section-label{margin:12px 0 6px;font-size:.8em;color:var(--foyer-muted);text-transform:uppercase;letter-spacing:.04em}
.center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px;padding:16px 0}
.center h3{margin:0;font-size:1.05em}
.center p{margin:0;color:var(--foyer-muted)}
.primary,.secondary{display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:10px 16px;border-radius:var(--foyer-radius-small);border:0;cursor:pointer;font-weight:600}
.primary{background:var(--foyer-accent);color:var(--foyer-accent-foreground)}
.secondary{background:var(--foyer-surface);color:var(--foyer-foreground)}
.passkey-button{width:100%;margin-bottom:12px}
.wide{width:100%}
.danger{color:var(--foyer-error)}
.muted{color:var(--foyer-muted)}
.error-text{color:var(--foyer-error)}
.center .address{font-size:1.25em;font-weight:600;margin:0;color:var(--foyer-foreground)}
.actions{display:flex;gap:8px;flex-wrap:wrap;justify-content:center}
.search{width:100%;padding:10px 12px;border-radius:var(--foyer-radius-small);border:1px solid var(--foyer-border);background:var(--foyer-background)}
.email-form{display:flex;flex-direction:column;gap:8px;margin-bottom:12px}
.email-form .primary[disabled]{opacity:.6;cursor:default}
.connect-methods{border:0;margin:0;padding:0;min-width:0}
.connect-methods:disabled{opacity:.5}
.legal{display:flex;gap:10px;align-items:flex-start;margin:0 0 12px;padding:10px 12px;border-radius:var(--foyer-radius-small);background:var(--foyer-surface);font-size:.9em;cursor:pointer}
.legal input{margin:3px 0 0;width:18px;height:18px;flex:none;accent-color:var(--foyer-accent)}
.legal a,.link{color:var(--foyer-accent)}
.link{border:0;background:none;padding:0;cursor:pointer;text-decoration:underline}
.explainer p{margin:0 0 12px;line-height:1.5}
.center-text{text-align:center;margin:12px 0 0}
.chips{display:flex;gap:6px;flex-wrap:wrap;margin:8px 0}
.chip{padding:4px 10px;border-radius:999px;border:1px solid var(--foyer-border);background:transparent;cursor:pointer;font-size:.85em}
.chip[aria-pressed="true"]{background:var(--foyer-accent);color:var(--foyer-accent-foreground);border-color:var(--foyer-accent)}
.scroller{height:360px;overflow-y:auto;position:relative}
.card .toast{position:static;transform:none;flex:none;align-self:center;max-width:calc(100% - 24px);margin:0 0 12px;pointer-events:none}
@media (max-width:${SHEET_MAX_WIDTH_PX}px){
.overlay{align-items:flex-end;padding:0 0 var(--foyer-keyboard-inset,0px)}
.card{width:100%;max-height:calc(var(--foyer-visible-height,100dvh) - 24px);border-radius:var(--foyer-radius) var(--foyer-radius) 0 0;border-bottom:0;padding-bottom:env(safe-area-inset-bottom);animation-name:foyer-sheet}
}
@media (pointer:coarse){
.row,.primary,.secondary,.search{min-height:${TOUCH_TARGET_PX}px}
.chip{min-height:36px}
.header .icon-button{width:${TOUCH_TARGET_PX}px;height:${TOUCH_TARGET_PX}px}
.header{grid-template-columns:${TOUCH_TARGET_PX}px 1fr ${TOUCH_TARGET_PX}px}
}
@keyframes foyer-sheet{from{transform:translateY(32px)}to{transform:none}}
@keyframes foyer-enter{from{opacity:0;transform:translateY(12px) scale(.98)}to{opacity:1;transform:none}}
@keyframes foyer-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
`;
