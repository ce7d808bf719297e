import type { MouseEvent, ReactNode } from 'react';
import { BrandMark, FeatureIcon, HeroIllustration, QuoteMark, Stars } from './landing-art';
import { claims, features, leads, steps, TAGLINE, testimonials } from './landing-content';

interface LandingPageProps {
  /** Client-side navigation to another screen of the suite. */
  onNavigate: (path: string) => void;
  /** Called when a visitor is about to navigate, to fetch the next screen early. */
  onIntent?: () => void;
  /** The signed-in user's dashboard: offered instead of Login and Sign Up. */
  dashboard?: string | null;
}

export function LandingPage({ onNavigate, onIntent, dashboard }: LandingPageProps) {
  const go = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onNavigate(path);
  };
  const link = (path: string, label: string, primary = false) => (
    <a
      href={path}
      className={primary ? 'cc-button cc-button--primary' : 'cc-button'}
      onClick={go(path)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {label}
    </a>
  );
  const visitorOr = (visitor: ReactNode) =>
    dashboard ? link(dashboard, 'Go to your dashboard', true) : visitor;
  return (
    <div className="cc-landing">
      <header className="cc-header">
        <span className="cc-brand">
          <BrandMark />
          CareConnect
        </span>
        <nav className="cc-nav" aria-label="Sections">
          <a href="#features">Features</a>
          <a href="#how-it-works">How It Works</a>
          <a href="#testimonials">Testimonials</a>
        </nav>
        <div className="cc-actions">
          {visitorOr(
            <>
              {link('/login', 'Login')}
              {link('/signup', 'Sign Up', true)}
            </>,
          )}
        </div>
      </header>
      <main>
        <section className="cc-hero">
          <div className="cc-hero-text">
            <h1>{TAGLINE}</h1>
            <p>
              CareConnect brings patients, doctors and clinic staff together: book appointments,
              find the right provider and follow the care plans your doctors give you.
            </p>
            <div className="cc-actions">
              {visitorOr(
                <>
                  {link('/signup', 'Get Started', true)}
                  {link('/login', 'Log in to your account')}
                </>,
              )}
            </div>
            <ul className="cc-claims">
              {claims.map((claim, index) => (
                <li key={claim.value}>
                  <strong>{claim.value}</strong>
                  {index === 1 && <Stars />}
                  <span>{claim.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <HeroIllustration />
        </section>
        <section id="features" className="cc-section" aria-labelledby="features-title">
          <h2 id="features-title">Features</h2>
          <p className="cc-lead">{leads.features}</p>
          <ul className="cc-features">
            {features.map((feature, index) => (
              <li key={feature.title} className="cc-tile">
                <span className="cc-icon-box">
                  <FeatureIcon index={index} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section id="how-it-works" className="cc-section cc-band" aria-labelledby="how-title">
          <h2 id="how-title">How It Works</h2>
          <p className="cc-lead">{leads.steps}</p>
          <ol className="cc-steps">
            {steps.map((step, index) => (
              <li key={step.title}>
                <span className="cc-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section id="testimonials" className="cc-section" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">Testimonials</h2>
          <p className="cc-lead">{leads.testimonials}</p>
          <ul className="cc-quotes">
            {testimonials.map((t) => (
              <li key={t.name} className="cc-tile">
                <figure>
                  <QuoteMark />
                  <blockquote>{t.quote}</blockquote>
                  <figcaption>
                    <span className="cc-avatar" aria-hidden="true">
                      {initials(t.name)}
                    </span>
                    <span>
                      <strong>{t.name}</strong>
                      <span className="cc-comma">, </span>
                      <span className="cc-role">{t.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
        <section className="cc-section cc-closing" aria-labelledby="closing-title">
          <h2 id="closing-title">{leads.closing}</h2>
          <div className="cc-actions">{visitorOr(link('/signup', 'Get Started', true))}</div>
        </section>
      </main>
      <footer className="cc-footer">
        <span className="cc-brand">
          <BrandMark />
          CareConnect
        </span>
        <span>© {new Date().getFullYear()} CareConnect</span>
      </footer>
    </div>
  );
}

/** "Maria L." → "ML", for the avatar beside a testimonial. */
function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}
