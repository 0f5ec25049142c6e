import { describe, expect, it } from 'vitest';
import { CR_LABOUR_CODE } from '../rules/cr/labour-code';
import { disabilityPayers, type DisabilityRange } from './disability-payers';

const rules = () => CR_LABOUR_CODE.disability;

describe('disabilityPayers', () => {
  it.each([
    {
      name: 'a CCSS illness of 2 days: the employer',
      ranges: [{ type: 'ccss_illness', from: '2026-11-02', to: '2026-11-03' }],
      expected: [[{ payer: 'employer', from: '2026-11-02', to: '2026-11-03', days: 2 }]],
    },
    {
      name: 'a CCSS illness of 10 days: the employer 3, then the CCSS',
      ranges: [{ type: 'ccss_illness', from: '2026-11-02', to: '2026-11-11' }],
      expected: [
        [
          { payer: 'employer', from: '2026-11-02', to: '2026-11-04', days: 3 },
          { payer: 'ccss', from: '2026-11-05', to: '2026-11-11', days: 7 },
        ],
      ],
    },
    {
      name: 'a second certificate the day after continues the incapacity (the employer pays 3 days once)',
      ranges: [
        { type: 'ccss_illness', from: '2026-11-06', to: '2026-11-08' },
        { type: 'ccss_illness', from: '2026-11-04', to: '2026-11-05' },
      ],
      expected: [
        [
          { payer: 'employer', from: '2026-11-06', to: '2026-11-06', days: 1 },
          { payer: 'ccss', from: '2026-11-07', to: '2026-11-08', days: 2 },
        ],
        [{ payer: 'employer', from: '2026-11-04', to: '2026-11-05', days: 2 }],
      ],
    },
    {
      name: 'a gap of a day starts a new incapacity',
      ranges: [
        { type: 'ccss_illness', from: '2026-11-02', to: '2026-11-03' },
        { type: 'ccss_illness', from: '2026-11-05', to: '2026-11-06' },
      ],
      expected: [
        [{ payer: 'employer', from: '2026-11-02', to: '2026-11-03', days: 2 }],
        [{ payer: 'employer', from: '2026-11-05', to: '2026-11-06', days: 2 }],
      ],
    },
    {
      name: 'another type the day after is another incapacity',
      ranges: [
        { type: 'ins_accident', from: '2026-11-01', to: '2026-11-03' },
        { type: 'ccss_illness', from: '2026-11-04', to: '2026-11-04' },
      ],
      expected: [
        [{ payer: 'ins', from: '2026-11-01', to: '2026-11-03', days: 3 }],
        [{ payer: 'employer', from: '2026-11-04', to: '2026-11-04', days: 1 }],
      ],
    },
    {
      name: 'a work accident past its first 45 days: the INS throughout',
      ranges: [{ type: 'ins_accident', from: '2026-01-01', to: '2026-03-31' }],
      expected: [[{ payer: 'ins', from: '2026-01-01', to: '2026-03-31', days: 90 }]],
    },
    {
      name: 'maternity: the employer and the CCSS',
      ranges: [{ type: 'maternity', from: '2026-01-01', to: '2026-01-31' }],
      expected: [[{ payer: 'employer_and_ccss', from: '2026-01-01', to: '2026-01-31', days: 31 }]],
    },
  ] as { name: string; ranges: DisabilityRange[]; expected: unknown }[])('$name', ({ ranges, expected }) => {
    expect(disabilityPayers(ranges, rules)).toEqual(expected);
  });

  it('splits every range into spans that cover its days exactly once', () => {
    const ranges: DisabilityRange[] = [
      { type: 'ccss_illness', from: '2026-02-27', to: '2026-03-02' },
      { type: 'ccss_illness', from: '2026-03-03', to: '2026-03-20' },
    ];
    const spans = disabilityPayers(ranges, rules);
    expect(spans.map((s) => s.reduce((n, x) => n + x.days, 0))).toEqual([4, 18]);
    expect(spans[1]![0]).toEqual({ payer: 'ccss', from: '2026-03-03', to: '2026-03-20', days: 18 });
  });
});
