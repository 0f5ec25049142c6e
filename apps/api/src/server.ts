import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startAssignmentRoll } from './modules/employees/employee-assignments';
import { startGhostSweep } from './modules/jobs/jobs.service';
import { createMailWorker } from './modules/mail/mail-worker';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../seeds/demo';
import { listDemoSelfServiceLogins } from '../seeds/demo-self-service';
import { syncReferenceData } from '../seeds/reference';

/** Starts the product: database, migrations, demo data on the embedded default, HTTP, mail worker. */
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await syncReferenceData(database.db);
  const seeded = config.seedDemo ? await seedDemoData(database.db) : false;
  const app = await buildApp({ config, database });
  const worker = createMailWorker(config, database.db, { autoStart: true });
  // Scheduled changes of assignment and periodicity come into force on their day.
  const roll = startAssignmentRoll(database.db, (err) => app.log.error({ err }, 'assignment roll failed'));
  await roll.ready;
  // Jobs of an instance that died are released by the others once their lease expires.
  const stopSweep = startGhostSweep(database.db, {
    embedded: database.kind === 'pglite',
    onReleased: (jobIds) => app.log.warn({ jobIds }, 'jobs of a stopped server process marked failed'),
    onError: (err) => app.log.error({ err }, 'ghost job sweep failed'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    roll.stop();
    stopSweep();
    await app.close();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Planilla CR listo en ${url}`,
    `  Base de datos: ${database.kind === 'pglite' ? `embebida (${config.dataDir}/pglite)` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Documentación de la API: ${url}/api/docs`,
  ];
  if (config.logFormat === 'terminal')
    lines.push('  Registro: solo advertencias y errores (LOG_LEVEL=info registra cada petición en JSON).');
  if (config.seedDemo) {
    lines.push(`  Usuarios de demostración (contraseña ${DEMO_PASSWORD})${seeded ? ', recién creados' : ''}:`);
    for (const u of DEMO_USERS) lines.push(`    - ${u.code.padEnd(10)} ${Object.entries(u.roles).map(([c, r]) => `empresa ${c}: ${r}`).join(', ')}`);
    // The employees who sign in to self-service (their user is their cédula), from the database.
    for (const e of await listDemoSelfServiceLogins(database.db))
      lines.push(`    - ${e.code.padEnd(10)} empresa 1: employee (autoservicio de ${e.name}, empleado ${e.employeeNumber})`);
  } else {
    lines.push('  Sin datos de demostración: cree el primer administrador con `npm run create-admin`.');
  }
  console.log(lines.join('\n') + '\n');
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
