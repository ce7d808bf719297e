import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { storedDashboard } from './signed-in';

// The same chunk as the landing page's first render (main.tsx): one copy of its code, and no
// router in that chunk (the landing page runs on React alone).
const LandingPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ './landing-entry').then((landing) => {
    landing.injectLandingStyles();
    return { default: landing.LandingPage };
  }),
);

/** The landing page inside the running application: links navigate through the router. */
export default function LandingRoute() {
  const navigate = useNavigate();
  return <LandingPage onNavigate={(path) => navigate(path)} dashboard={storedDashboard()} />;
}
