import type { AppContext, RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import type { MovableClock } from '../../lib/clock.js';
import { ClockBody, ClockAnswer } from './dev.schemas.js';

const tags = ['demo'];

/**
 * TEST_CLOCK=1 only (which needs demo mode): an administrator reads and sets the app's clock, so
 * that a browser test can make tomorrow's reminder due now. Tokens keep the real clock.
 */
export function clockRoutes(clock: MovableClock): RouteModule {
  return async (app, ctx: AppContext) => {
    const { authenticate, requireRole } = ctx.guards;
    const answer = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });

    app.get(
      '/api/dev/clock',
      {
        schema: {
          tags,
          summary: "Test clock: the app's time now and how far it is from the real one",
          response: { 200: ClockAnswer, ...errorResponses(401, 403) },
        },
        onRequest: [authenticate, requireRole('admin')],
      },
      async () => answer(),
    );

    app.put(
      '/api/dev/clock',
      {
        schema: {
          tags,
          summary: "Test clock: sets the app's time (it runs on from there)",
          body: ClockBody,
          response: { 200: ClockAnswer, ...errorResponses(400, 401, 403) },
        },
        onRequest: [authenticate, requireRole('admin')],
      },
      async (request) => {
        clock.set(new Date(request.body.now));
        request.log.warn({ now: request.body.now }, 'test clock set');
        return answer();
      },
    );
  };
}
