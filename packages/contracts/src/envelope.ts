import { z } from 'zod';

/** Success envelope of every call: `{ ok: true, data }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ ok: z.literal(true), data });

/** Error envelope: a stable `code`, a message in the request's language, and per-field messages. */
export const errorEnvelope = z.object({
  ok: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The figures the message names (a balance, a limit), for clients that word it themselves. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Paging input shared by every list call; defaults are the specification's (page 1, 10 per page). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
