import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { assertStartable, loadConfig, type Config } from './config.js';
import type { AppContext } from './context.js';
import { migrate, openDatabase, type Database } from './db/index.js';
import { MAX_IMAGE_BYTES } from './lib/images.js';
import { createDomainEvents } from './lib/domain-events.js';
import { registerJsonParser } from './lib/json-body.js';
import { createAuditLog } from './modules/audit/audit-log.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { subscribeAppointments } from './modules/appointments/appointments.handlers.js';
import { subscribeCalendar } from './modules/calendar/calendar.service.js';
import { subscribeCare } from './modules/care/care.service.js';
import { chatsRoutes } from './modules/chats/chats.routes.js';
import { subscribeLiveEvents } from './modules/events/events.service.js';
import { subscribeNotifications } from './modules/notifications/notifications.service.js';
import { createEventHub } from './modules/events/events.hub.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { careRoutes } from './modules/care/care.routes.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { doctorsRoutes } from './modules/doctors/doctors.routes.js';
import { databaseFileStore, folderFileStore } from './modules/files/file-store.js';
import { sweepFiles } from './modules/files/files.service.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { foodsRoutes } from './modules/foods/foods.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { previsitRoutes } from './modules/previsit/previsit.routes.js';
import { visitNotesRoutes } from './modules/visit-notes/visit-notes.routes.js';
import { remindersRoutes } from './modules/reminders/reminders.routes.js';
import { startReminders } from './modules/reminders/reminders.service.js';
import { startEmailCopies } from './modules/notifications/email-copies.service.js';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes.js';
import { specializationsRoutes } from './modules/specializations/specializations.routes.js';
import { sportsRoutes } from './modules/sports/sports.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { getOrCreateSetting } from './modules/system/system.repository.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { administratorsRoutes } from './modules/users/administrators.routes.js';
import { sessionsRoutes } from './modules/users/sessions.routes.js';
import { twoStepRoutes } from './modules/users/two-step.routes.js';
import { deriveAppointmentLinkKey } from './modules/appointments/appointment-links.js';
import { deriveSecondFactorKey } from './modules/users/two-step.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.js';
import { startWaitlist } from './modules/waitlist/waitlist.service.js';
import { videoRoutes } from './modules/video/video.routes.js';
import { createGuards, publishRouteSecurity, registerAuth } from './plugins/auth.js';
import { frameworkErrors, registerErrorHandlers, schemaErrorFormatter } from './plugins/errors.js';
import { createMailer } from './plugins/mailer.js';
import { toOpenApi30 } from './plugins/openapi.js';
import { movableClock } from './lib/clock.js';
import { answerReadsElsewhere } from './lib/graceful-stop.js';
import { clockRoutes } from './modules/dev/clock.routes.js';
import { createDatabaseAttemptStore } from './modules/rate-limits/database-attempt-store.js';
import type { AttemptStore } from './plugins/rate-limit.js';
import { registerHelmet, registerSecurity } from './plugins/security.js';

/** Largest JSON body of an authenticated route (the longest lists and notes fit several times). */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** How long a browser may reuse a CORS preflight answer (Chromium keeps at most 2 hours). */
export const CORS_PREFLIGHT_MAX_AGE_S = 600;

export interface BuildOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<Config>;
  /** An open database (tests); otherwise one is opened from the configuration and closed with the app. */
  database?: Database;
  /** Pino options, or false for no logging (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  now?: () => Date;
  /** Where rate limits keep their counts (default: the database, shared by every instance). */
  attempts?: AttemptStore;
  /** True once the process is stopping (src/server.ts): reads are then sent to another instance. */
  leaving?: () => boolean;
}

export type App = FastifyInstance;

/**
 * Hides what must never reach a log: tokens in the reset path, the secret of a calendar feed
 * link, and query values (searches, emails).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]')
    .replace(/(\/api\/calendar\/)[^?#]+/i, '$1[redacted]')
    .replace(/([?&][^=&#]*)=[^&#]*/g, '$1=[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: {
        method: string;
        url: string;
        ip?: string;
        socket?: { remoteAddress?: string };
      }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  };
}

/** Builds the API (no listen). Tests use `app.inject`; server.ts listens. */
export async function buildApp(options: BuildOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(), ...options.config };
  assertStartable(config);
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // No route takes more; the sign-in routes set far less (unauthenticated callers reach them).
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Long enough for a mistaken JWT in /resetpassword/:token to get a clean 400.
    routerOptions: { maxParamLength: 1000 },
    ajv: { customOptions: { verbose: true, keywords: ['errorMessage'] } },
    schemaErrorFormatter,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  let closeDomainEvents = async () => {};
  let closeReminders = async () => {};
  let closeAttempts = async () => {};
  try {
    if (options.migrate !== false) await migrate(database);
    const jwtSecret =
      config.jwtSecret ??
      (await getOrCreateSetting(database.db, 'jwt_secret', () =>
        randomBytes(48).toString('base64url'),
      ));

    registerErrorHandlers(app);
    if (options.leaving) answerReadsElsewhere(app, options.leaving);
    registerJsonParser(app);
    registerSecurity(app);
    registerHelmet(app, {
      // Photos are loaded by the portals from other origins.
      crossOriginResourcePolicy: { policy: 'same-site' },
      // The docs page is served over plain http in development: do not upgrade its requests.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['X-Total-Count', 'X-Total-Count-Exact'],
      // Every call carries an Authorization header, so the browser asks first (a preflight, one
      // more round trip); it may keep the answer for a URL ten minutes instead of five seconds.
      maxAge: CORS_PREFLIGHT_MAX_AGE_S,
    });
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 },
    });
    await registerAuth(app, jwtSecret);
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'CareConnect API',
          version: '1.0.0',
          description:
            'Appointments, records, plans and notifications for patients, doctors and administrators. ' +
            'Send the access token from POST /api/user/login as `Authorization: Bearer <token>`. ' +
            'Lists accept ?page=&limit=&q= and return the total in the X-Total-Count header.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      // Published as plain OpenAPI 3.0; the route schemas keep their Ajv-only keywords.
      transformObject: (document) =>
        'openapiObject' in document ? toOpenApi30(document.openapiObject) : document.swaggerObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });

    const mailer = createMailer(config, database.db, app.log);
    // TEST_CLOCK=1 (demo mode only): a clock an administrator can set, for browser tests.
    const clock = config.testClock && !options.now ? movableClock() : undefined;
    const now = options.now ?? clock?.now ?? (() => new Date());
    const audit = createAuditLog(database.db, { log: app.log, now });
    app.decorate('audit', audit);
    const events = createEventHub(database, { log: app.log, now });
    await events.start();
    app.decorate('events', events);
    // Open streams end before the server stops taking connections (it waits for them otherwise).
    app.addHook('preClose', async () => {
      await events.close();
    });
    const domainEvents = createDomainEvents(database.db, app.log, { now });
    closeDomainEvents = () => domainEvents.close();
    app.decorate('domainEvents', domainEvents);
    const appointmentLinkKey = deriveAppointmentLinkKey(jwtSecret);
    const reminders = await startReminders({
      config,
      appointmentLinkKey,
      database,
      mailer,
      log: app.log,
      now,
      domainEvents,
    });
    // The email copies share the queue's switch (REMINDERS=0 turns both off).
    const emailCopies = startEmailCopies({ config, database, mailer, log: app.log, now });
    closeReminders = async () => {
      await Promise.all([reminders.close(), emailCopies.close()]);
    };
    app.decorate('reminders', reminders);
    app.decorate('emailCopies', emailCopies);
    // In the database on PGlite too: one behaviour everywhere (docs/decisions/sign-in-limits.md).
    let attempts = options.attempts;
    if (!attempts) {
      const store = createDatabaseAttemptStore(database.db, { now, log: app.log });
      closeAttempts = () => store.close();
      attempts = store;
    }
    const guards = createGuards(database.db);
    publishRouteSecurity(app, guards.authenticate);
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      mailer,
      guards,
      audit,
      events,
      attempts,
      now,
      reminders,
      domainEvents,
      secondFactorKey: deriveSecondFactorKey(jwtSecret),
      appointmentLinkKey,
      files: database.fileFolder
        ? folderFileStore(database.fileFolder, app.log)
        : databaseFileStore(),
    };
    // What follows a change, in this order (the reminders subscribed when they started).
    subscribeAppointments(ctx);
    subscribeCare(ctx);
    subscribeNotifications(ctx);
    subscribeLiveEvents(ctx);
    subscribeCalendar(ctx);
    // Freed times offered to waiting patients (on the reminders' job queue when it runs).
    app.decorate('waitlist', await startWaitlist(ctx, reminders.queue, app.log));
    // Events left unhandled by a crash or a failing handler: now, then every 30 seconds.
    domainEvents.start();
    // Bytes left by files removed while the server was down, or by a crash mid-upload.
    void sweepFiles(ctx);

    await app.register(systemRoutes, ctx);
    await app.register(usersRoutes, ctx);
    await app.register(sessionsRoutes, ctx);
    await app.register(twoStepRoutes, ctx);
    await app.register(administratorsRoutes, ctx);
    await app.register(patientsRoutes, ctx);
    await app.register(doctorsRoutes, ctx);
    await app.register(specializationsRoutes, ctx);
    await app.register(appointmentsRoutes, ctx);
    await app.register(schedulingRoutes, ctx);
    await app.register(careRoutes, ctx);
    await app.register(calendarRoutes, ctx);
    await app.register(videoRoutes, ctx);
    await app.register(healthRoutes, ctx);
    await app.register(foodsRoutes, ctx);
    await app.register(sportsRoutes, ctx);
    await app.register(notificationsRoutes, ctx);
    await app.register(eventsRoutes, ctx);
    await app.register(chatsRoutes, ctx);
    await app.register(statsRoutes, ctx);
    await app.register(filesRoutes, ctx);
    await app.register(auditRoutes, ctx);
    await app.register(remindersRoutes, ctx);
    await app.register(previsitRoutes, ctx);
    await app.register(visitNotesRoutes, ctx);
    await app.register(waitlistRoutes, ctx);
    if (config.demoMode && mailer.mode === 'outbox') await app.register(devRoutes, ctx);
    if (clock) await app.register(clockRoutes(clock), ctx);

    app.addHook('onClose', async () => {
      // The sweep of domain events and the reminder workers stop first (what is under way finishes;
      // a reminder may go back to the queue).
      await closeDomainEvents();
      await closeReminders();
      // Emails sent after their answer, and buffered audit entries, are done before the database closes.
      await mailer.flush();
      await audit.close();
      await closeAttempts();
      mailer.close();
      if (ownsDatabase) await database.close();
    });
    await app.ready();
    return app;
  } catch (error) {
    await closeDomainEvents().catch(() => {});
    await closeReminders().catch(() => {});
    await app.close().catch(() => {});
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }
}
