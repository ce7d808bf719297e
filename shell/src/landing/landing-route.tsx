import { useNavigate } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { injectLandingStyles } from './landing-styles';
import { storedDashboard } from './signed-in';

injectLandingStyles();

/** The landing page inside the running application: links navigate through the router. */
export default function LandingRoute() {
  const navigate = useNavigate();
  return <LandingPage onNavigate={(path) => navigate(path)} dashboard={storedDashboard()} />;
}
