import type {} from '@fastify/multipart';
import { V } from '@planilla/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors';

/** The multipart field that carries the file (the specification's upload field name). */
export const FILE_FIELD = 'archivo';

const missingFile = () => new AppError('VALIDATION_ERROR', { [FILE_FIELD]: V.required });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE');

/** The uploaded file of a multipart request, in memory; 413 above `maxBytes`, 400 without a file. */
export const readUpload = async (
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; buffer: Buffer }> => {
  if (!req.isMultipart()) throw missingFile();
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      continue;
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
      throw err;
    }
    return { filename: part.filename, buffer };
  }
  throw missingFile();
};

/** Streams the uploaded file to `dir` (never held in memory); 413 above `maxBytes`, 400 without a file. */
export const saveUpload = async (
  req: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<{ filename: string; path: string }> => {
  if (!req.isMultipart()) throw missingFile();
  mkdirSync(dir, { recursive: true });
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      continue;
    }
    const path = join(dir, `${randomUUID()}.upload`);
    try {
      await pipeline(part.file, createWriteStream(path));
    } catch (err) {
      rmSync(path, { force: true });
      throw err;
    }
    if (part.file.truncated) {
      rmSync(path, { force: true });
      throw tooLarge();
    }
    return { filename: part.filename, path };
  }
  throw missingFile();
};
