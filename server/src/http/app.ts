import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type Stripe from 'stripe';
import type { Config } from '../config';
import type { TokenCipher } from '../crypto/token-cipher';
import type { OpenDatabase } from '../db/open-database';
import type { Mailer } from '../mail/mailer';
import type { SafeFetchOptions } from '../net/safe-fetch';
import type { ProviderRegistry } from '../providers/provider';
import { isLocalStorage } from '../storage/local-storage';
import type { MediaStorage } from '../storage/media-storage';
import { openStorage } from '../storage/open-storage';
import { resolveAuth } from './authenticate';
import { installRateLimits } from './rate-limits';
import { installErrorHandling } from './error-handler';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import { registerAccountConnectRoutes } from './routes/account-connect';
import { registerAccountRoutes } from './routes/accounts';
import { registerAssistantRoutes } from './routes/assistant';
import { registerCalendarRoutes } from './routes/calendars';
import { registerCampaignRoutes } from './routes/campaigns';
import { registerBillingRoutes } from './routes/billing';
import { registerCategoryRoutes } from './routes/categories';
import { registerConfigRoutes } from './routes/config';
import { registerHashtagRoutes } from './routes/hashtag-groups';
import { registerImportRoutes } from './routes/imports';
import { registerHealthRoutes } from './routes/health';
import { registerLibraryPostRoutes } from './routes/library-posts';
import { registerMediaFileRoutes } from './routes/media-files';
import { registerMediaRoutes } from './routes/media';
import { registerImageToolRoutes } from './routes/image-tools';
import { registerMetricsRoutes } from './routes/metrics';
import { registerPostRoutes } from './routes/posts';
import { registerNotificationRoutes } from './routes/notifications';
import { registerSessionRoutes } from './routes/session';
import { registerSimilarityRoutes } from './routes/similarity';
import { registerTeamRoutes } from './routes/team';
import { registerActivityRoutes } from './routes/activity';
import { registerUserRoutes } from './routes/user';
import { registerFeedRoutes } from './routes/feeds';
import { registerDesignRoutes } from './routes/design';
import { registerStatsRoutes } from './routes/stats';
import { serveWebApp } from './serve-web-app';
import { createServices } from './services';
import { guardedValidatorCompiler } from './validator';

export interface AppDeps {
  config: Config;
  database: OpenDatabase;
  queue: PgBoss | null;
  mailer: Mailer;
  providers: ProviderRegistry;
  cipher: TokenCipher;
  /** Unset: opened from config (tests get local storage with a throwaway URL key). */
  storage?: MediaStorage;
  /** Tests only: lets the server fetch a local test page (see net/safe-fetch). */
  fetchOptions?: SafeFetchOptions;
  /** Unset: made from config (null when billing is off). */
  stripe?: Stripe | null;
  now?: () => Date;
  logger?: boolean | object;
  /** Load the built-in assistant's thread at start (the server does; tests load it on first use). */
  warmAssistant?: boolean;
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  await installRateLimits(app, config.rateLimits);
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // A JSON content type with no body (a DELETE from some clients) is no body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // The composer plays a chosen video from its blob: URL to take a thumbnail frame.
        mediaSrc: ["'self'", 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kairos API',
        version: '0.1.0',
        description: 'Social media scheduling and content planning.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const now = deps.now ?? (() => new Date());
  const storage = deps.storage ?? openStorage(config, { now });
  const services = createServices({
    ...deps,
    storage,
    now,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  // Closing waits for a warm-up still under way (at most 10 s): a worker thread terminated while
  // it compiles the OCR's WebAssembly can abort the whole process (seen in CI as a V8 trap).
  const warming = deps.warmAssistant
    ? services.assistant
        .warm()
        .catch((error: unknown) => app.log.warn({ err: error }, 'the assistant could not start'))
    : Promise.resolve();
  app.addHook('onClose', async () => {
    await Promise.race([warming, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    await services.closeThreads();
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) request.auth = await resolveAuth(services.sessions, request);
  });

  registerMetricsRoutes(app, { token: config.metricsToken, database: deps.database, queue: deps.queue, now });
  registerHealthRoutes(app, { database: deps.database, queue: deps.queue });
  registerConfigRoutes(app, { config, calendars: services.calendars });
  registerSessionRoutes(app, services);
  registerUserRoutes(app, services);
  registerCalendarRoutes(app, services);
  registerTeamRoutes(app, services);
  registerActivityRoutes(app, services);
  await registerBillingRoutes(app, services);
  registerAccountRoutes(app, services);
  registerAccountConnectRoutes(app, services);
  registerPostRoutes(app, services);
  registerStatsRoutes(app, services);
  registerNotificationRoutes(app, services);
  registerCategoryRoutes(app, services);
  registerLibraryPostRoutes(app, services);
  registerCampaignRoutes(app, services);
  registerSimilarityRoutes(app, services);
  registerFeedRoutes(app, services);
  registerMediaRoutes(app, services, deps.fetchOptions);
  registerImageToolRoutes(app, services);
  registerAssistantRoutes(app, services);
  registerDesignRoutes(app, services);
  registerHashtagRoutes(app, services);
  await registerImportRoutes(app, services);
  if (isLocalStorage(storage)) {
    await registerMediaFileRoutes(app, storage, { now, waitsForBytes: services.media.waitsForBytes });
  }
  await serveWebApp(app, config.webDistDir, { url: config.publicUrl, derived: config.publicUrlDerived });

  return app;
}
