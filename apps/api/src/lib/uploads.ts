import type {} from '@fastify/multipart';
import Busboy from '@fastify/busboy';
import { isStorableText, V } from '@planilla/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors';

/** The multipart field that carries the file (the specification's upload field name). */
export const FILE_FIELD = 'archivo';

const missingFile = () => new AppError('VALIDATION_ERROR', { [FILE_FIELD]: V.required });
const badFileName = () => new AppError('VALIDATION_ERROR', { [FILE_FIELD]: V.unstorableText });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE');
const malformed = () => new AppError('UPLOAD_MALFORMED');

/**
 * Reads the one file of a multipart request with busboy, straight from the request stream (issue 10: a
 * truncated or malformed form is a prompt 400, never a 500 or a request left hanging). `consume` takes the
 * file stream; its result is answered only once the whole form has been parsed without error, and `discard`
 * undoes it (deletes a file written to disk) whenever the upload ends up refused, whatever the order in which
 * the file and the error arrive. Text fields are collected; other file parts are drained and ignored.
 */
export const receiveUpload = <T>(
  req: FastifyRequest,
  maxBytes: number,
  consume: (file: Readable) => Promise<T>,
  discard: (value: T) => void,
): Promise<{ filename: string; value: T; fields: Record<string, string> }> => {
  if (!req.isMultipart()) return Promise.reject(missingFile());
  let bb: ReturnType<typeof Busboy>;
  try {
    bb = Busboy({
      headers: req.raw.headers as never,
      limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 25, headerPairs: 100 },
    });
  } catch {
    // No boundary, or a content type busboy does not understand.
    return Promise.reject(malformed());
  }
  const fields: Record<string, string> = {};
  return new Promise((resolve, reject) => {
    let settled = false;
    let refusal: AppError | null = null;
    let current: Readable | null = null;
    let taken: Promise<{ filename: string; value: T }> | null = null;
    const refuse = (err: AppError) => {
      refusal ??= err;
      current?.destroy(refusal);
      finish();
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      req.raw.unpipe(bb);
      req.raw.resume();
      const outcome = taken ?? Promise.resolve(null);
      outcome.then(
        (got) => {
          if (refusal || !got) {
            if (got) discard(got.value);
            reject(refusal ?? missingFile());
          } else resolve({ ...got, fields });
        },
        (err: unknown) => reject(refusal ?? (err instanceof AppError ? err : malformed())),
      );
    };
    bb.on('file', (field: string, file: Readable, filename: string) => {
      if (field !== FILE_FIELD || taken) {
        file.resume();
        return;
      }
      if (!isStorableText(filename)) {
        file.resume();
        refuse(badFileName());
        return;
      }
      current = file;
      file.on('limit', () => refuse(tooLarge()));
      taken = consume(file).then(
        (value) => {
          current = null;
          if (refusal) {
            discard(value);
            throw refusal;
          }
          return { filename, value };
        },
        (err: unknown) => {
          current = null;
          throw refusal ?? (err instanceof AppError ? err : malformed());
        },
      );
      // Errors are answered through `finish`; this keeps an early one from being unhandled meanwhile.
      taken.catch(() => undefined);
    });
    bb.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    bb.on('error', () => refuse(malformed()));
    bb.on('partsLimit', () => refuse(malformed()));
    bb.on('finish', finish);
    req.raw.on('aborted', () => refuse(malformed()));
    req.raw.on('error', () => refuse(malformed()));
    req.raw.pipe(bb);
  });
};

/**
 * The uploaded file of a multipart request, in memory, with the form's text fields; 413 above `maxBytes`, 400
 * without a file or when malformed.
 */
export const readUpload = async (
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; buffer: Buffer; fields: Record<string, string> }> => {
  const { filename, value, fields } = await receiveUpload(
    req,
    maxBytes,
    async (file) => {
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    () => undefined,
  );
  return { filename, buffer: value, fields };
};

/**
 * Streams the uploaded file to `dir` (never held in memory); 413 above `maxBytes`, 400 without a file or when
 * malformed. A refused or failed upload leaves no file behind.
 */
export const saveUpload = async (
  req: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<{ filename: string; path: string }> => {
  mkdirSync(dir, { recursive: true });
  const { filename, value } = await receiveUpload(
    req,
    maxBytes,
    async (file) => {
      const path = join(dir, `${randomUUID()}.upload`);
      const out = createWriteStream(path);
      try {
        await pipeline(file, out);
      } catch (err) {
        // The file may still be opening when the upload fails: remove it once the stream has closed.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        rmSync(path, { force: true });
        throw err;
      }
      return path;
    },
    (path) => rmSync(path, { force: true }),
  );
  return { filename, path: value };
};
