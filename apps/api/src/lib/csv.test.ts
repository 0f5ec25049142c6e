import { describe, expect, it } from 'vitest';
import { FORMULAS } from '../test/formulas';
import { csvRecord, figure, neutralizeFormula } from './csv';

describe('neutralizeFormula', () => {
  it.each(FORMULAS)('puts a quote before %j', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
  });

  it('leaves text that starts no formula as it is', () => {
    for (const text of ['Ana Mora', 'María-José', '1-0987-0654', 'a=b', "O'Neil", '', '#12', '(506) 2222'])
      expect(neutralizeFormula(text)).toBe(text);
  });
});

describe('csvRecord, the one CSV writer', () => {
  it('neutralises text a person typed but writes the product figures as they are', () => {
    expect(csvRecord(['=1+1', figure('-1234,56'), '-1234,56', figure('05/01/2026')], { delimiter: ';' })).toBe(
      "'=1+1;-1234,56;'-1234,56;05/01/2026",
    );
  });

  it('quotes what holds the delimiter, a quote, a line break or blanks at an end, after neutralising', () => {
    expect(
      csvRecord(['=SUM(A1;A2)', 'Ana "la" Mora', 'a\r\nb', ' x', 'llano'], { delimiter: ';' }),
    ).toBe(`"'=SUM(A1;A2)";"Ana ""la"" Mora";"a\r\nb";" x";llano`);
    expect(csvRecord(['-5', figure('1.00')], { delimiter: ',', quote: 'all' })).toBe(`"'-5","1.00"`);
  });

  it('without quotes, turns the delimiter and line breaks into spaces and still neutralises', () => {
    expect(csvRecord(['=a|b', 'c\r\nd', '|=x', figure('-3')], { delimiter: '|', quote: 'none' })).toBe(
      "'=a b|c  d|' =x|-3",
    );
  });
});
