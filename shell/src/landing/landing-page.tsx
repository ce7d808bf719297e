import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { claims, features, steps, TAGLINE, testimonials } from './landing-content';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px clamp(16px, 4vw, 48px);
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Nav = styled.nav`
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const ButtonLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-block;
  padding: 10px 18px;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
`;

const Hero = styled.section`
  padding: clamp(40px, 8vw, 96px) clamp(16px, 4vw, 48px);
  max-width: 1100px;
  margin: 0 auto;
  h1 {
    font-size: clamp(2rem, 5vw, 3.25rem);
    line-height: 1.15;
    margin: 0 0 16px;
  }
  p {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.mutedText};
    max-width: 42rem;
  }
`;

const Claims = styled.ul`
  display: flex;
  gap: 32px;
  flex-wrap: wrap;
  list-style: none;
  padding: 0;
  margin: 32px 0 0;
  strong {
    display: block;
    font-size: 1.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Section = styled.section`
  padding: 48px clamp(16px, 4vw, 48px);
  max-width: 1100px;
  margin: 0 auto;
  scroll-margin-top: 72px;
  h2 {
    font-size: 1.75rem;
    margin: 0 0 24px;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Tile = styled.li`
  padding: 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p,
  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Footer = styled.footer`
  padding: 32px clamp(16px, 4vw, 48px);
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function LandingPage() {
  return (
    <Page>
      <Header>
        <Brand>CareConnect</Brand>
        <Nav aria-label="Sections">
          <a href="#features">Features</a>
          <a href="#how-it-works">How It Works</a>
          <a href="#testimonials">Testimonials</a>
        </Nav>
        <Actions>
          <ButtonLink to="/login">Login</ButtonLink>
          <ButtonLink to="/signup" $primary>
            Sign Up
          </ButtonLink>
        </Actions>
      </Header>
      <main>
        <Hero>
          <h1>{TAGLINE}</h1>
          <p>
            CareConnect brings patients, doctors and clinic staff together: book appointments, find
            the right provider and follow the care plans your doctors give you.
          </p>
          <Actions>
            <ButtonLink to="/signup" $primary>
              Get Started
            </ButtonLink>
            <ButtonLink to="/login">Login</ButtonLink>
          </Actions>
          <Claims>
            {claims.map((claim) => (
              <li key={claim.value}>
                <strong>{claim.value}</strong>
                {claim.label}
              </li>
            ))}
          </Claims>
        </Hero>
        <Section id="features" aria-labelledby="features-title">
          <h2 id="features-title">Features</h2>
          <Grid>
            {features.map((feature) => (
              <Tile key={feature.title}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Tile>
            ))}
          </Grid>
        </Section>
        <Section id="how-it-works" aria-labelledby="how-title">
          <h2 id="how-title">How It Works</h2>
          <Grid as="ol">
            {steps.map((step, index) => (
              <Tile key={step.title}>
                <h3>
                  {index + 1}. {step.title}
                </h3>
                <p>{step.text}</p>
              </Tile>
            ))}
          </Grid>
        </Section>
        <Section id="testimonials" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">Testimonials</h2>
          <Grid>
            {testimonials.map((t) => (
              <Tile key={t.name}>
                <figure style={{ margin: 0 }}>
                  <blockquote>“{t.quote}”</blockquote>
                  <figcaption>
                    — {t.name}, {t.role}
                  </figcaption>
                </figure>
              </Tile>
            ))}
          </Grid>
        </Section>
      </main>
      <Footer>© {new Date().getFullYear()} CareConnect</Footer>
    </Page>
  );
}
