import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { withStorableText } from '@planilla/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { WEB_DIST_DIR, type AppConfig } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/errors';
import { terminalLogStream } from './lib/log-lines';
import { errForLog } from './lib/safe-error';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCompanySettingsRoutes } from './modules/company-settings/company-settings.routes';
import { registerEmployeeImportRoutes } from './modules/employees/import/import.routes';
import { registerEmployeeRoutes } from './modules/employees/employees.routes';
import { registerJobRoutes } from './modules/jobs/jobs.routes';
import { failGhostJobs, jobsSettled } from './modules/jobs/jobs.service';
import { registerLegalRuleRoutes } from './modules/legal-rules/legal-rules.routes';
import { registerPadronRoutes } from './modules/padron/padron.routes';
import { registerParameterRoutes } from './modules/parameters/parameters.routes';
import { registerPayrollRoutes } from './modules/payroll/payroll.routes';
import { registerPayrollRunRoutes } from './modules/payroll-runs/payroll-runs.routes';
import { registerCalculationRoutes } from './modules/payroll-calculation/calculation.routes';
import { registerAguinaldoRoutes } from './modules/aguinaldo/aguinaldo.routes';
import { registerSettlementRoutes } from './modules/settlement/settlement.routes';
import { registerBankFileRoutes } from './modules/bank-files/bank-files.routes';
import { registerVoucherRoutes } from './modules/vouchers/vouchers.routes';
import { registerMailRoutes } from './modules/mail/mail.routes';
import { registerAccountingRoutes } from './modules/accounting/accounting.routes';
import { registerPayeePaymentRoutes } from './modules/payee-payments/payee-payments.routes';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { registerStatutoryReportRoutes } from './modules/statutory-reports/statutory-reports.routes';
import { registerAttendanceRoutes } from './modules/attendance/attendance.routes';
import { registerExtraHoursRoutes } from './modules/attendance/extra-hours.routes';
import { registerReviewRoutes } from './modules/payroll-runs/review.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { registerClockFileRoutes } from './modules/attendance/clock-files.routes';
import { registerVacationRoutes } from './modules/vacations/vacations.routes';
import { registerPayItemRoutes } from './modules/pay-items/pay-items.routes';
import { registerSelfServiceRoutes } from './modules/self-service/self-service.routes';
import { registerDataChangeRoutes } from './modules/data-change-requests/data-change-requests.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerDocsRoute, registerOpenApi } from './plugins/openapi';
import { databaseRateLimitStore } from './plugins/rate-limit-store';

export type BuildOptions = { config: AppConfig; database: Database; logger?: boolean | object };

/** Builds the server: plugins, then modules, then the error and not-found handlers. Tests build the same app. */
export const buildApp = async ({ config, database, logger }: BuildOptions): Promise<FastifyInstance> => {
  const defaultLogger = {
    level: config.logLevel,
    redact: ['req.headers["x-token"]', 'req.headers["x-refresh-token"]'],
    // Any `{ err }` logged anywhere is described without its message or data (lib/safe-error.ts).
    serializers: { err: errForLog },
    // In a terminal, readable lines instead of JSON (lib/log-lines.ts).
    ...(config.logFormat === 'terminal' ? { stream: terminalLogStream() } : {}),
  };
  // Every route's body, query string, params and headers schema passes the contracts' text rule first.
  const validateWithZod: typeof validatorCompiler = (route) =>
    validatorCompiler({ ...route, schema: withStorableText(route.schema as z.ZodType) });
  const app = Fastify({
    // An object (tests: a stream to read the log from) adds to the defaults; `false` turns logging off.
    logger: typeof logger === 'object' ? { ...defaultLogger, ...logger } : (logger ?? defaultLogger),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    // The zod compilers are given at construction: without them Fastify loads its default ones (Ajv and
    // fast-json-stringify, a third of the server's start) only to have them replaced below. (Fastify types these
    // factories as Ajv's and fast-json-stringify's, hence the casts.)
    schemaController: {
      compilersFactory: {
        buildValidator: () => validateWithZod as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  });
  app.setValidatorCompiler(validateWithZod);
  app.setSerializerCompiler(serializerCompiler);
  // Imports run after their request has been answered: closing waits for them (no job outlives its database).
  app.addHook('onClose', async () => jobsSettled());
  // Jobs left running by a process that no longer exists are failed at start, so they can be run again at once.
  app.addHook('onReady', async () => {
    const ghosts = await failGhostJobs(database.db, {
      embedded: database.kind === 'pglite',
      atStartup: true,
    });
    if (ghosts.length > 0) app.log.warn({ jobIds: ghosts }, 'jobs of a stopped server process marked failed');
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The voucher and settlement previews show the PDF the app fetched, as a blob: URL in a frame.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cors, { origin: process.env.CORS_ORIGIN ? process.env.CORS_ORIGIN.split(',') : false });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every instance behind a load balancer holds the same limit.
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', undefined, {
        headers: { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) },
      }),
  });
  // Uploads (imports): each route sets its own file-size limit; these are the outer bounds.
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024 * 1024, files: 1, fields: 20, parts: 25 },
  });
  await registerOpenApi(app);
  registerErrorHandling(app);
  registerAuth(app, config, database.db);

  const deps = { db: database.db, config };
  registerDocsRoute(app);
  registerAuthRoutes(app, deps);
  registerCalculationRoutes(app, deps);
  registerAguinaldoRoutes(app, deps);
  registerSettlementRoutes(app, deps);
  registerBankFileRoutes(app, deps);
  registerVoucherRoutes(app, deps);
  registerSelfServiceRoutes(app, deps);
  registerDataChangeRoutes(app, deps);
  registerMailRoutes(app, deps);
  registerAccountingRoutes(app, deps);
  registerPayeePaymentRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerStatutoryReportRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerParameterRoutes(app, deps);
  registerExtraHoursRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerEmployeeRoutes(app, deps);
  registerEmployeeImportRoutes(app, deps);
  registerPayItemRoutes(app, deps);
  registerPadronRoutes(app, deps);
  registerJobRoutes(app, deps);
  registerLegalRuleRoutes(app, deps);
  registerCompanySettingsRoutes(app, deps);
  registerPayrollRoutes(app, deps);
  registerVacationRoutes(app, deps);
  registerPayrollRunRoutes(app, deps);
  registerAttendanceRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerClockFileRoutes(app, deps);

  const webIndex = join(WEB_DIST_DIR, 'index.html');
  const serveWeb = config.serveWeb && existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, { root: WEB_DIST_DIR, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !serveWeb || request.method !== 'GET') {
      return sendError(reply, request, 'ROUTE_NOT_FOUND');
    }
    // Client-side routes of the single-page app all answer with its index.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
};
