import { isoDate, V } from '@planilla/contracts';
import { z } from 'zod';

/** A required date field of a form: blank is "required", not "invalid date". */
export const requiredDate = z.string({ error: V.required }).min(1, { error: V.required }).pipe(isoDate);
