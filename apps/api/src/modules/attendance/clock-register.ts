import type { ClockFileFormat, ClockFileItem } from '@planilla/contracts';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import {
  checkStoredName,
  CLOCK_FOLDER,
  existingStoredFile,
  guardReplacement,
  sha256Of,
  SAMPLES_FOLDER,
  type StoredName,
} from '../files/stored-files';
import * as repo from './clock-files.repository';
import { fileItemOf, type ClockDeps } from './clock-files.service';

/** The format a name suggests (the content decides when the file is read). */
const formatFromName = (name: string): ClockFileFormat | null => {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'txt' || ext === 'xlsx') return ext;
  if (ext === 'dat') return 'zkteco';
  return null;
};

/** asistencia/fileasistence: a file stored with `POST util/` becomes a clock file (its size and SHA-256 kept). */
export const registerClockFile = async (
  deps: ClockDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: StoredName & { format?: ClockFileFormat | undefined; fileName?: string | undefined },
): Promise<ClockFileItem> => {
  const name = checkStoredName(input);
  if (name.carpeta === SAMPLES_FOLDER)
    throw new AppError('VALIDATION_ERROR', { carpeta: 'validation.invalidValue' });
  const found = await existingStoredFile(deps.config.filesDir, auth.companyId, name);
  if (!found) throw new AppError('FILE_NOT_FOUND');
  const storedPath = `${name.carpeta}/${name.nom_archivo}`;
  const sha256 = await sha256Of(found.path);
  const id = await deps.db.transaction(async (tx) => {
    if (await repo.findByStoredPath(tx, auth.companyId, storedPath))
      throw new AppError('CLOCK_FILE_ALREADY_REGISTERED');
    const fileName = input.fileName ?? name.nom_archivo;
    const fileId = await repo.insertClockFile(tx, {
      companyId: auth.companyId,
      fileName,
      storedPath,
      format: input.format ?? formatFromName(fileName),
      sizeBytes: found.size,
      sha256,
      userId: auth.userId,
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'clock_file_registered',
        entity: 'clock_file',
        entityId: fileId,
        before: null,
        after: { fileName, storedPath, sizeBytes: found.size, sha256 },
      },
    );
    return fileId;
  });
  return fileItemOf((await repo.getClockFile(deps.db, auth.companyId, id))!, meta.lang);
};

/**
 * `util/` replacing a file of the clock folder (issue 23): a registered clock file whose bytes were read (or
 * are being read) keeps them (409 `CLOCK_FILE_ALREADY_READ`: its marks and stored hash come from them; upload
 * the new file under another name); one not read yet takes the new bytes, and its size and hash follow.
 */
export const guardClockFileReplacement = () =>
  guardReplacement(CLOCK_FOLDER, {
    before: async (tx, companyId, name) => {
      const file = await repo.lockByStoredPath(tx, companyId, `${name.carpeta}/${name.nom_archivo}`);
      if (file && (file.status === 'parsed' || file.status === 'parsing'))
        throw new AppError('CLOCK_FILE_ALREADY_READ');
    },
    after: (tx, companyId, name, bytes) =>
      repo.setStoredBytes(tx, companyId, `${name.carpeta}/${name.nom_archivo}`, bytes).then(() => undefined),
  });
