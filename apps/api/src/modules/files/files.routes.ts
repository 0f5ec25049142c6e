import type {} from '@fastify/multipart';
import { API, utilUploadFields, utilUploadResponse, V } from '@planilla/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { contentDisposition, fileResponses, metaOf, ok, responses } from '../../lib/http';
import { receiveUpload } from '../../lib/uploads';
import { authOf, can, type AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import {
  checkStoredName,
  existingStoredFile,
  FOLDER_READ_ABILITY,
  moveIntoPlace,
  replaceGuardOf,
  storedPath,
  tempUploadPath,
  UPLOAD_FOLDERS,
  writeStream,
} from './stored-files';

/** Largest file `POST util/` accepts (a million-mark attlog export is about 37 MB). */
export const UTIL_MAX_BYTES = 256 * 1024 * 1024;

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The identifier fields the specification repeats in the form must agree with the session when given. */
const checkFormIdentity = (auth: AuthContext, fields: Record<string, string>) => {
  const company = fields.num_empresa;
  const user = fields.num_usuario;
  const code = fields.cod_usuario;
  if (
    (company !== undefined && company !== String(auth.companyId)) ||
    (user !== undefined && user !== String(auth.userId)) ||
    (code !== undefined && code.toLowerCase() !== auth.userCode)
  )
    throw new AppError('TENANT_MISMATCH');
};

/**
 * Reads the multipart form with the shared upload reader (a truncated or malformed form is a prompt 400): the
 * file part streams to a temporary file of the company (never held in memory), text fields are collected.
 * A refused upload removes the temporary file.
 */
const readForm = async (req: FastifyRequest, filesDir: string, companyId: number) => {
  const temp = await tempUploadPath(filesDir, companyId);
  const { filename, value, fields } = await receiveUpload(
    req,
    UTIL_MAX_BYTES,
    (file) => writeStream(file, temp),
    () => void rm(temp, { force: true }),
  );
  return { fields, file: { temp, filename, ...value } };
};

/** `util/`: a company's stored files: upload (POST, multipart) and download (GET, headers name the file). */
export const registerFileRoutes = (root: FastifyInstance, deps: { db: Db; config: AppConfig }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Files'];

  app.get(`/api/${API.utilFile}`, {
    config: { ability: ['read', 'Attendance'] as const },
    schema: {
      tags,
      summary:
        "Download one of the company's stored files: headers `carpeta` and `nom_archivo` (plain names; may be percent-encoded once). Folder `ejemplos`: the sample clock files.",
      response: fileResponses([400, 401, 403, 404, 429, 500]),
    },
    handler: async (req, reply) => {
      const auth = authOf(req);
      const name = checkStoredName({
        carpeta: header(req, 'carpeta'),
        nom_archivo: header(req, 'nom_archivo'),
      });
      const folderAbility = FOLDER_READ_ABILITY[name.carpeta];
      if (folderAbility && !can(auth, ...folderAbility)) throw new AppError('FORBIDDEN');
      const found = await existingStoredFile(deps.config.filesDir, auth.companyId, name);
      if (!found) throw new AppError('FILE_NOT_FOUND');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(found.size))
        .header('content-disposition', contentDisposition(name.nom_archivo))
        .header('cache-control', 'no-store')
        .send(createReadStream(found.path));
    },
  });

  app.post(`/api/${API.utilFile}`, {
    config: { ability: ['update', 'Attendance'] as const },
    schema: {
      tags,
      summary:
        "Upload a file to a folder of the company (multipart/form-data: `archivo` and the specification's fields nom_archivo, carpeta, indInserta, indModifica, …). Folders: `marcas` (clock files).",
      consumes: ['multipart/form-data'],
      response: responses(utilUploadResponse, [400, 401, 403, 404, 409, 413, 429, 500]),
    },
    handler: async (req) => {
      const auth = authOf(req);
      const { fields, file } = await readForm(req, deps.config.filesDir, auth.companyId);
      try {
        checkFormIdentity(auth, fields);
        const parsed = utilUploadFields.safeParse(fields);
        if (!parsed.success)
          throw new AppError(
            'VALIDATION_ERROR',
            Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
          );
        const name = checkStoredName(fields);
        if (!(UPLOAD_FOLDERS as readonly string[]).includes(name.carpeta))
          throw new AppError('VALIDATION_ERROR', { carpeta: V.invalidValue });
        const target = storedPath(deps.config.filesDir, auth.companyId, name);
        const exists = await existingStoredFile(deps.config.filesDir, auth.companyId, name);
        if (exists && parsed.data.indModifica !== 'S') throw new AppError('FILE_EXISTS');
        if (!exists && parsed.data.indInserta === 'N') throw new AppError('FILE_NOT_FOUND');
        const guard = exists ? replaceGuardOf(name.carpeta) : undefined;
        await deps.db.transaction(async (tx) => {
          await guard?.before(tx, auth.companyId, name);
          await moveIntoPlace(file.temp, target);
          await guard?.after(tx, auth.companyId, name, { size: file.size, sha256: file.sha256 });
          await recordChange(
            tx,
            { auth, meta: metaOf(req) },
            {
              action: exists ? 'file_replaced' : 'file_uploaded',
              entity: 'file',
              entityId: `${name.carpeta}/${name.nom_archivo}`,
              before: exists ? { size: exists.size } : null,
              after: { originalName: file.filename, size: file.size, sha256: file.sha256 },
            },
          );
        });
        return ok({ ...name, size: file.size, sha256: file.sha256 });
      } finally {
        await rm(file.temp, { force: true });
      }
    },
  });
};
