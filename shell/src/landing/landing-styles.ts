// The landing page's styles as plain CSS, so the first page needs no styling library: it is
// the one screen every visitor loads, and it is kept to React alone
// (see docs/decisions/first-paint.md).
const css = `
:root { color-scheme: light; --cc-bg: #f5f7fb; --cc-surface: #ffffff; --cc-surface-alt: #e9eef5; --cc-text: #14213d; --cc-muted: #4a5568; --cc-primary: #0b5cad; --cc-on-primary: #ffffff; --cc-primary-soft: #dce9f9; --cc-accent: #0f7f74; --cc-on-accent: #ffffff; --cc-accent-soft: #d2f1ec; --cc-border: #d9e0ea; --cc-shadow: 0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06); --cc-art-shadow: rgba(15, 23, 42, 0.14); --cc-closing: #0b5cad; --cc-on-closing: #ffffff; --cc-closing-button: #ffffff; --cc-on-closing-button: #0b5cad; }
:root[data-theme='dark'] { color-scheme: dark; --cc-bg: #0f172a; --cc-surface: #1e293b; --cc-surface-alt: #334155; --cc-text: #e2e8f0; --cc-muted: #cbd5e1; --cc-primary: #7cb8ff; --cc-on-primary: #0b1526; --cc-primary-soft: #1c3354; --cc-accent: #2cc9b4; --cc-on-accent: #0b1526; --cc-accent-soft: #14433f; --cc-border: #334155; --cc-shadow: 0 1px 2px rgba(0, 0, 0, 0.3); --cc-art-shadow: rgba(0, 0, 0, 0.45); --cc-closing: #1c3354; --cc-on-closing: #e2e8f0; --cc-closing-button: #7cb8ff; --cc-on-closing-button: #0b1526; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: var(--cc-bg); color: var(--cc-text); }
.cc-landing { --cc-pad: max(16px, calc((100% - 1120px) / 2)); min-height: 100vh; background: var(--cc-bg); color: var(--cc-text); line-height: 1.5; overflow-x: clip; }
.cc-landing *, .cc-landing *::before, .cc-landing *::after { box-sizing: border-box; }
.cc-landing a { color: inherit; }
.cc-landing h2, .cc-landing h3 { line-height: 1.25; }
.cc-landing h1, .cc-landing h2 { text-wrap: balance; }
.cc-header { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; padding: 12px var(--cc-pad); background: var(--cc-surface); border-bottom: 1px solid var(--cc-border); }
.cc-brand { display: inline-flex; align-items: center; gap: 8px; font-weight: 700; font-size: 1.25rem; color: var(--cc-primary); }
.cc-nav { display: flex; gap: 20px; margin-left: auto; }
.cc-nav a { text-decoration: none; padding: 4px 0; }
.cc-nav a:hover { text-decoration: underline; }
.cc-actions { display: flex; gap: 8px 12px; flex-wrap: wrap; }
.cc-button { display: inline-block; padding: 10px 18px; border-radius: 8px; font-weight: 600; text-decoration: none; text-align: center; border: 2px solid var(--cc-primary); color: var(--cc-primary) !important; background: var(--cc-surface); }
.cc-button--primary { background: var(--cc-primary); color: var(--cc-on-primary) !important; }
.cc-button:focus-visible, .cc-nav a:focus-visible { outline: 3px solid var(--cc-primary); outline-offset: 2px; }
.ci-p { fill: var(--cc-primary); } .ci-op { fill: var(--cc-on-primary); } .ci-p2 { fill: var(--cc-primary-soft); } .ci-a { fill: var(--cc-accent); } .ci-oa { fill: var(--cc-on-accent); } .ci-a2 { fill: var(--cc-accent-soft); }
.ci-s { fill: var(--cc-surface); } .ci-s2 { fill: var(--cc-surface-alt); } .ci-t { fill: var(--cc-text); } .ci-m { fill: var(--cc-muted); opacity: 0.55; } .ci-dim { opacity: 0.6; }
.ci-skin { fill: #e3ad88; } .ci-hair { fill: #3b2a22; } .ci-edge { stroke: var(--cc-border); stroke-width: 2; }
.ci-line { fill: none; stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; } .ci-pl { stroke: var(--cc-primary); } .ci-al { stroke: var(--cc-accent); } .ci-ol { stroke: var(--cc-on-accent); }
#cc-art-shadow feDropShadow { flood-color: var(--cc-art-shadow); }
.cc-hero { display: grid; gap: 32px; align-items: center; padding: clamp(32px, 7vw, 80px) var(--cc-pad) 32px; }
.cc-hero h1 { font-size: clamp(2rem, 4.4vw, 3.1rem); line-height: 1.12; letter-spacing: -0.01em; margin: 0 0 16px; }
.cc-hero p { font-size: 1.15rem; color: var(--cc-muted); max-width: 36rem; margin: 0 0 28px; }
.cc-hero .cc-button { padding: 12px 22px; }
.cc-hero-art { width: 100%; max-width: 520px; height: auto; justify-self: center; }
.cc-claims { display: flex; gap: 16px 40px; flex-wrap: wrap; list-style: none; padding: 0; margin: 36px 0 0; }
.cc-claims li { display: grid; grid-template-columns: auto 1fr; align-items: center; gap: 0 10px; }
.cc-claims strong { font-size: 1.75rem; color: var(--cc-primary); }
.cc-claims span { grid-column: 1 / -1; color: var(--cc-muted); }
.cc-stars { fill: #f5b301; }
.cc-section { padding: 72px var(--cc-pad); scroll-margin-top: 72px; }
.cc-band { background: var(--cc-surface); border-block: 1px solid var(--cc-border); }
.cc-section h2 { font-size: clamp(1.6rem, 3vw, 2rem); margin: 0 0 8px; }
.cc-lead { margin: 0 0 32px; color: var(--cc-muted); font-size: 1.1rem; }
.cc-features, .cc-quotes, .cc-steps { display: grid; gap: 20px; list-style: none; padding: 0; margin: 0; }
.cc-tile { padding: 24px; border-radius: 14px; background: var(--cc-surface); border: 1px solid var(--cc-border); box-shadow: var(--cc-shadow); }
.cc-tile h3 { margin: 16px 0 8px; font-size: 1.15rem; }
.cc-tile p { margin: 0; color: var(--cc-muted); }
.cc-icon-box { display: inline-grid; place-items: center; width: 48px; height: 48px; border-radius: 12px; background: var(--cc-primary-soft); color: var(--cc-primary); }
.cc-icon { fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.cc-steps li { position: relative; padding-left: 68px; min-height: 48px; }
.cc-steps li:not(:last-child)::after { content: ''; position: absolute; left: 23px; top: 56px; bottom: -16px; width: 2px; background: var(--cc-primary); opacity: 0.35; }
.cc-step-number { position: absolute; left: 0; top: 0; display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%; background: var(--cc-primary); color: var(--cc-on-primary); font-weight: 700; font-size: 1.25rem; }
.cc-steps h3 { margin: 10px 0 6px; font-size: 1.15rem; }
.cc-steps p { margin: 0; color: var(--cc-muted); }
.cc-tile figure { margin: 0; display: flex; flex-direction: column; height: 100%; }
.cc-quote-mark { fill: var(--cc-primary); opacity: 0.3; }
.cc-tile blockquote { margin: 12px 0 20px; font-size: 1.1rem; flex: 1; }
.cc-tile figcaption { display: flex; align-items: center; gap: 12px; }
.cc-role { display: block; }
.cc-role { color: var(--cc-muted); }
.cc-avatar { display: grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; background: var(--cc-accent-soft); color: var(--cc-text); font-weight: 700; }
/* read between the name and the role, not shown: they stand on two lines */
.cc-comma { font-size: 0; }
.cc-closing { display: flex; flex-wrap: wrap; gap: 16px 32px; align-items: center; justify-content: space-between; margin: 0 var(--cc-pad) 72px; padding: 40px clamp(20px, 4vw, 48px); border-radius: 20px; background: var(--cc-closing); color: var(--cc-on-closing); }
.cc-closing h2 { margin: 0; }
.cc-closing .cc-button { background: var(--cc-closing-button); color: var(--cc-on-closing-button) !important; border-color: var(--cc-closing-button); padding: 12px 22px; }
.cc-closing .cc-button:focus-visible { outline-color: var(--cc-on-closing); }
.cc-footer { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; justify-content: space-between; padding: 24px var(--cc-pad); background: var(--cc-surface); border-top: 1px solid var(--cc-border); color: var(--cc-muted); }
.cc-footer .cc-brand { font-size: 1.05rem; }
@media (max-width: 639.98px) {
  .cc-header { position: static; gap: 8px; }
  .cc-brand { font-size: 1.05rem; gap: 6px; }
  .cc-mark { width: 26px; height: 26px; }
  .cc-header .cc-actions { gap: 8px; }
  .cc-nav { order: 3; width: 100%; margin: 0; justify-content: space-between; }
  .cc-header > .cc-actions { margin-left: auto; }
  .cc-header .cc-button { padding: 7px 10px; font-size: 0.85rem; }
  .cc-claims { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  .cc-claims strong { font-size: 1.5rem; }
  .cc-hero .cc-actions > * { flex: 1 1 100%; }
  .cc-features .cc-tile { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; align-items: start; padding: 20px; }
  .cc-features .cc-icon-box { grid-row: span 2; }
  .cc-features h3 { margin: 0; align-self: center; }
}
@media (min-width: 720px) {
  .cc-features { grid-template-columns: repeat(6, 1fr); grid-auto-rows: 1fr; }
  .cc-features > li { grid-column: span 2; }
  .cc-features > li:nth-child(4) { grid-column: 2 / span 2; }
  .cc-quotes { grid-template-columns: 1fr 1fr; }
  .cc-steps { grid-template-columns: repeat(3, 1fr); gap: 32px; }
  .cc-steps li { padding: 68px 0 0; }
  .cc-steps li:not(:last-child)::after { left: 64px; right: -24px; top: 23px; bottom: auto; width: auto; height: 2px; }
}
@media (min-width: 960px) {
  .cc-hero { grid-template-columns: 1.1fr 1fr; gap: 48px; background: radial-gradient(circle closest-side at 75% 50%, var(--cc-primary-soft), transparent); }
}
`;

export function injectLandingStyles() {
  if (document.getElementById('cc-landing-styles')) return;
  const style = document.createElement('style');
  style.id = 'cc-landing-styles';
  style.textContent = css;
  document.head.appendChild(style);
}

/** The landing page follows the stored theme (spec: theme persisted under localStorage.theme). */
export function applyStoredTheme() {
  let theme: string | null = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // storage unavailable: light
  }
  document.documentElement.dataset.theme = theme === 'dark' ? 'dark' : 'light';
}
