import { join } from 'node:path';
import type { MailDelivery } from '@planilla/contracts';
import type { AppConfig } from '../../config';

/**
 * Where this installation's mail goes, one home for the worker and the screens: the SMTP server when `SMTP_URL`
 * is set; otherwise, on the embedded default, an .eml copy of each message in `<DATA_DIR>/mail` (the message
 * stays pending until a server is configured); otherwise (PostgreSQL, or tests in memory) the outbox only.
 */
export const mailDeliveryOf = (
  config: Pick<AppConfig, 'smtpUrl' | 'databaseUrl' | 'inMemory' | 'dataDir'>,
): MailDelivery => {
  if (config.smtpUrl) return { mode: 'smtp', folder: null };
  if (config.databaseUrl || config.inMemory) return { mode: 'outbox', folder: null };
  return { mode: 'eml', folder: join(config.dataDir, 'mail') };
};
