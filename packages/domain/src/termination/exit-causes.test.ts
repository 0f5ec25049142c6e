import { describe, expect, it } from 'vitest';
import { EXIT_TYPE_CAUSES, terminationCauseOf } from './exit-causes';

describe('the cause of each exit type', () => {
  it('maps the built-in codes to what the law owes', () => {
    expect(terminationCauseOf('dismissal_with_liability', true).cause).toBe('dismissal_without_cause');
    expect(terminationCauseOf('dismissal_without_liability', false).cause).toBe('dismissal_with_cause');
    expect(terminationCauseOf('resignation', false).cause).toBe('resignation');
    expect(terminationCauseOf('death', true).cause).toBe('not_attributable');
    for (const entry of Object.values(EXIT_TYPE_CAUSES)) expect(entry.legalRef).toMatch(/Código de Trabajo/);
  });

  it("follows a company's own type's employer liability", () => {
    expect(terminationCauseOf(null, true).cause).toBe('dismissal_without_cause');
    expect(terminationCauseOf(null, false).cause).toBe('resignation');
    expect(terminationCauseOf('unknown_code', false).cause).toBe('resignation');
  });
});
