// The landing page's pictures, drawn for CareConnect as inline SVG: they take their colours from
// the page's CSS variables (light and dark theme) and cost no request of their own.

/** The product's mark: a speech bubble holding a plus, beside the name. */
export function BrandMark() {
  return (
    <svg className="cc-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <path
        className="ci-p"
        d="M6 3h20a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H14l-7 5v-5H6a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z"
      />
      <path className="ci-op" d="M14 8h4v4h4v4h-4v4h-4v-4h-4v-4h4z" />
    </svg>
  );
}

/** One line-drawn icon per feature, 24 × 24, in the order of `features`. */
const ICONS = [
  // a calendar with a tick: booking
  'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4',
  // a magnifier over a person: finding a provider
  'M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zM21 21l-5.2-5.2M10.5 7.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7 15a4 3 0 0 1 7 0',
  // a clipboard with a pulse: records and tracking
  'M6 5h12v16H6zM9 3h6v4H9zM8.5 14h2l1.5-3 2 5 1.5-2h1',
  // a chat bubble with a heart: virtual care
  'M4 5h16v11h-9l-5 4v-4H4zM12 13.5s-3-1.8-3-3.7a1.5 1.5 0 0 1 3-.6 1.5 1.5 0 0 1 3 .6c0 1.9-3 3.7-3 3.7z',
  // a medical cross in a circle: emergency services
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8',
];

export function FeatureIcon({ index }: { index: number }) {
  return (
    <svg className="cc-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={ICONS[index]} />
    </svg>
  );
}

/** Five stars beside the average rating. */
export function Stars() {
  return (
    <svg className="cc-stars" viewBox="0 0 100 20" width="90" height="18" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${i * 20} 0)`}
          d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
        />
      ))}
    </svg>
  );
}

export function QuoteMark() {
  return (
    <svg className="cc-quote-mark" viewBox="0 0 40 32" width="40" height="32" aria-hidden="true">
      <path d="M0 32V19C0 8 6 2 16 0l2 5c-6 2-9 6-9 11h8v16zm22 0V19c0-11 6-17 16-19l2 5c-6 2-9 6-9 11h8v16z" />
    </svg>
  );
}

// The calendar's days: row, column and what the day shows (free, booked, the chosen one).
const DAYS = Array.from({ length: 15 }, (_, i) => ({ row: Math.floor(i / 5), col: i % 5 }));
const BOOKED = new Set([3, 6, 12]);
const CHOSEN = 7;

/**
 * The hero's scene: a month with a chosen day, the confirmed appointment with a doctor, the
 * care plan ticked off, and a message with a heart. Decorative: the words beside it say it all.
 */
export function HeroIllustration() {
  return (
    <svg className="cc-hero-art" viewBox="0 0 480 380" aria-hidden="true" focusable="false">
      {/* an explicit region: the default one of a CSS drop-shadow cuts the shadows off */}
      <filter id="cc-art-shadow" x="-20%" y="-20%" width="140%" height="170%">
        <feDropShadow dx="0" dy="8" stdDeviation="8" />
      </filter>
      <circle className="ci-p2" cx="250" cy="190" r="172" />
      <circle className="ci-a2" cx="70" cy="92" r="14" />
      <circle className="ci-p" cx="96" cy="206" r="5" />
      <circle className="ci-a2" cx="446" cy="196" r="8" />
      <path className="ci-line ci-pl" d="M221 334v16M213 342h16M58 150v14M51 157h14" />
      <g filter="url(#cc-art-shadow)">
        <rect className="ci-s" x="110" y="70" width="240" height="176" rx="18" />
        <path className="ci-p" d="M110 88a18 18 0 0 1 18-18h204a18 18 0 0 1 18 18v30H110z" />
        <rect className="ci-op" x="134" y="90" width="84" height="10" rx="5" />
        <rect className="ci-op ci-dim" x="300" y="90" width="26" height="10" rx="5" />
        {DAYS.map(({ row, col }, i) => (
          <rect
            key={i}
            className={i === CHOSEN ? 'ci-a' : BOOKED.has(i) ? 'ci-p2' : 'ci-s2'}
            x={134 + col * 40}
            y={134 + row * 34}
            width="32"
            height="26"
            rx="7"
          />
        ))}
        <path className="ci-line ci-ol" d="M221 181l6 6 11-11" />
      </g>
      <rect className="ci-s2 ci-edge" x="158" y="58" width="10" height="24" rx="5" />
      <rect className="ci-s2 ci-edge" x="292" y="58" width="10" height="24" rx="5" />
      <g filter="url(#cc-art-shadow)">
        <path
          className="ci-a"
          d="M358 34h76a18 18 0 0 1 18 18v34a18 18 0 0 1-18 18h-52l-22 18v-18h-2a18 18 0 0 1-18-18V52a18 18 0 0 1 18-18z"
        />
        <path
          className="ci-oa"
          d="M396 94s-18-10-18-22a9 9 0 0 1 18-4 9 9 0 0 1 18 4c0 12-18 22-18 22z"
        />
      </g>
      <g filter="url(#cc-art-shadow)" transform="translate(0 14)">
        <rect className="ci-s" x="236" y="226" width="222" height="96" rx="16" />
        <circle className="ci-p2" cx="282" cy="274" r="26" />
        <path className="ci-skin" d="M282 252a10 10 0 1 1 0 20 10 10 0 0 1 0-20z" />
        <path className="ci-hair" d="M272 261a10 10 0 0 1 20 0c-5-3-13-4-20 0z" />
        <path className="ci-s ci-edge" d="M263 296c1-11 9-17 19-17s18 6 19 17a26 26 0 0 1-38 0z" />
        <path className="ci-line ci-pl" d="M276 280l6 8 6-8" />
        <circle className="ci-p" cx="302" cy="292" r="9" />
        <path className="ci-op" d="M300 286h4v4h4v4h-4v4h-4v-4h-4v-4h4z" />
        <rect className="ci-t" x="322" y="252" width="104" height="10" rx="5" />
        <rect className="ci-m" x="322" y="270" width="70" height="8" rx="4" />
        <rect className="ci-a2" x="322" y="288" width="92" height="20" rx="10" />
        <path className="ci-line ci-al" d="M332 298l4 4 8-8" />
        <rect className="ci-a" x="352" y="295" width="50" height="6" rx="3" />
      </g>
      <g filter="url(#cc-art-shadow)" transform="translate(0 10)">
        <rect className="ci-s" x="34" y="236" width="172" height="118" rx="16" />
        <rect className="ci-t" x="56" y="256" width="80" height="10" rx="5" />
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(0 ${i * 24})`}>
            <circle className={i < 2 ? 'ci-a' : 'ci-s2'} cx="64" cy="290" r="8" />
            {i < 2 && <path className="ci-line ci-ol" d="M60 290l3 3 5-6" />}
            <rect className="ci-s2" x="80" y="286" width={[104, 84, 96][i]} height="8" rx="4" />
          </g>
        ))}
      </g>
    </svg>
  );
}
