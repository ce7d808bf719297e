import { mountStandalone } from '@careconnect/shared-ui/standalone';
import App from './app';

// Runs this remote on its own (its team's dev loop), with the router and providers the shell
// would otherwise give it.
mountStandalone({ App, mountPath: '/patient/*' });
