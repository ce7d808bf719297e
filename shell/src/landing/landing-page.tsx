import type { MouseEvent } from 'react';
import { claims, features, steps, TAGLINE, testimonials } from './landing-content';

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
  return (
    <div className="cc-landing">
      <header className="cc-header">
        <span className="cc-brand">CareConnect</span>
        <nav className="cc-nav" aria-label="Sections">
          <a href="#features">Features</a>
          <a href="#how-it-works">How It Works</a>
          <a href="#testimonials">Testimonials</a>
        </nav>
        <div className="cc-actions">
          {dashboard ? (
            link(dashboard, 'Go to your dashboard', true)
          ) : (
            <>
              {link('/login', 'Login')}
              {link('/signup', 'Sign Up', true)}
            </>
          )}
        </div>
      </header>
      <main>
        <section className="cc-hero">
          <h1>{TAGLINE}</h1>
          <p>
            CareConnect brings patients, doctors and clinic staff together: book appointments, find
            the right provider and follow the care plans your doctors give you.
          </p>
          <div className="cc-actions">
            {dashboard ? (
              link(dashboard, 'Go to your dashboard', true)
            ) : (
              <>
                {link('/signup', 'Get Started', true)}
                {link('/login', 'Log in to your account')}
              </>
            )}
          </div>
          <ul className="cc-claims">
            {claims.map((claim) => (
              <li key={claim.value}>
                <strong>{claim.value}</strong>
                {claim.label}
              </li>
            ))}
          </ul>
        </section>
        <section id="features" className="cc-section" aria-labelledby="features-title">
          <h2 id="features-title">Features</h2>
          <ul className="cc-grid">
            {features.map((feature) => (
              <li key={feature.title} className="cc-tile">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section id="how-it-works" className="cc-section" aria-labelledby="how-title">
          <h2 id="how-title">How It Works</h2>
          <ol className="cc-grid">
            {steps.map((step, index) => (
              <li key={step.title} className="cc-tile">
                <h3>
                  {index + 1}. {step.title}
                </h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section id="testimonials" className="cc-section" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">Testimonials</h2>
          <ul className="cc-grid">
            {testimonials.map((t) => (
              <li key={t.name} className="cc-tile">
                <figure>
                  <blockquote>“{t.quote}”</blockquote>
                  <figcaption>
                    {t.name}, {t.role}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="cc-footer">© {new Date().getFullYear()} CareConnect</footer>
    </div>
  );
}
