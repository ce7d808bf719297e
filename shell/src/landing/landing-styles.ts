// The landing page's styles as plain CSS, so the first page needs no styling library: it is
// the one screen every visitor loads, and it is kept to React alone (see docs/decisions.md).
const css = `
:root { color-scheme: light; --cc-bg: #f5f7fb; --cc-surface: #ffffff; --cc-text: #14213d; --cc-muted: #4a5568; --cc-primary: #0b5cad; --cc-on-primary: #ffffff; --cc-border: #d9e0ea; }
:root[data-theme='dark'] { color-scheme: dark; --cc-bg: #0f172a; --cc-surface: #1e293b; --cc-text: #e2e8f0; --cc-muted: #cbd5e1; --cc-primary: #7cb8ff; --cc-on-primary: #0b1526; --cc-border: #334155; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: var(--cc-bg); color: var(--cc-text); }
.cc-landing { min-height: 100vh; background: var(--cc-bg); color: var(--cc-text); line-height: 1.5; }
.cc-landing a { color: inherit; }
.cc-header { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; padding: 12px clamp(16px, 4vw, 48px); background: var(--cc-surface); border-bottom: 1px solid var(--cc-border); }
.cc-brand { font-weight: 700; font-size: 1.25rem; color: var(--cc-primary); }
.cc-nav { display: flex; gap: 16px; flex-wrap: wrap; }
.cc-nav a { text-decoration: none; }
.cc-nav a:hover, .cc-nav a:focus-visible { text-decoration: underline; }
.cc-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.cc-button { display: inline-block; padding: 10px 18px; border-radius: 8px; font-weight: 600; text-decoration: none; border: 2px solid var(--cc-primary); color: var(--cc-primary) !important; background: transparent; }
.cc-button--primary { background: var(--cc-primary); color: var(--cc-on-primary) !important; }
.cc-button:focus-visible, .cc-nav a:focus-visible { outline: 3px solid var(--cc-primary); outline-offset: 2px; }
.cc-hero, .cc-section { max-width: 1100px; margin: 0 auto; padding: 48px clamp(16px, 4vw, 48px); }
.cc-hero { padding-top: clamp(40px, 8vw, 96px); }
.cc-hero h1 { font-size: clamp(2rem, 5vw, 3.25rem); line-height: 1.15; margin: 0 0 16px; }
.cc-hero p { font-size: 1.15rem; color: var(--cc-muted); max-width: 42rem; }
.cc-claims { display: flex; gap: 32px; flex-wrap: wrap; list-style: none; padding: 0; margin: 32px 0 0; }
.cc-claims strong { display: block; font-size: 1.75rem; color: var(--cc-primary); }
.cc-section { scroll-margin-top: 72px; }
.cc-section h2 { font-size: 1.75rem; margin: 0 0 24px; }
.cc-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 16px; list-style: none; padding: 0; margin: 0; }
.cc-tile { padding: 20px; border-radius: 12px; background: var(--cc-surface); border: 1px solid var(--cc-border); }
.cc-tile h3 { margin: 0 0 8px; font-size: 1.1rem; }
.cc-tile p, .cc-tile blockquote { margin: 0; color: var(--cc-muted); }
.cc-tile figure { margin: 0; }
.cc-tile figcaption { margin-top: 12px; font-weight: 600; }
.cc-footer { padding: 32px clamp(16px, 4vw, 48px); text-align: center; color: var(--cc-muted); }
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
