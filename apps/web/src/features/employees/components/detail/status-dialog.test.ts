import { describe, expect, it } from 'vitest';
import { statusActionsOf, statusFormSchema } from './status-dialog';

const base = {
  reason: 'Permiso sin goce',
  exitDate: '',
  exitTypeId: '',
  entryDate: '',
  salary: '',
  lastExit: null,
};
const messages = (values: Parameters<typeof statusFormSchema.safeParse>[0]) =>
  Object.fromEntries(
    (statusFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('status dialog', () => {
  it('offers the actions that fit the status', () => {
    expect(statusActionsOf('active')).toEqual(['inactivate']);
    expect(statusActionsOf('inactive')).toEqual(['activate', 'exit']);
    expect(statusActionsOf('exited')).toEqual(['reenter']);
  });

  it('always requires a reason of at least 3 characters', () => {
    expect(messages({ ...base, kind: 'suspension', reason: '  ' })).toEqual({
      reason: 'validation.required',
    });
    expect(messages({ ...base, kind: 'activate', reason: 'ok' })).toEqual({ reason: 'validation.tooShort' });
    expect(messages({ ...base, kind: 'suspension' })).toEqual({});
  });

  it('requires the date and type of an exit, not of a suspension', () => {
    expect(messages({ ...base, kind: 'exit' })).toEqual({
      exitDate: 'validation.required',
      exitTypeId: 'validation.required',
    });
    expect(messages({ ...base, kind: 'exit', exitDate: '2026-02-30', exitTypeId: '3' })).toEqual({
      exitDate: 'validation.invalidDate',
    });
    expect(messages({ ...base, kind: 'exit', exitDate: '2026-11-30', exitTypeId: '3' })).toEqual({});
  });

  it('wants a re-entry after the last exit, and a valid salary when one is given', () => {
    const reenter = { ...base, kind: 'reenter' as const, lastExit: '2026-09-30' };
    expect(messages(reenter)).toEqual({ entryDate: 'validation.required' });
    expect(messages({ ...reenter, entryDate: '2026-09-30' })).toEqual({
      entryDate: 'validation.reentryNotAfterExit',
    });
    expect(messages({ ...reenter, entryDate: '2026-10-01', salary: 'mucho' })).toEqual({
      salary: 'validation.invalidNumber',
    });
    expect(messages({ ...reenter, entryDate: '2026-10-01', salary: '' })).toEqual({});
    expect(messages({ ...reenter, entryDate: '2026-10-01', salary: '480 000' })).toEqual({});
  });
});
