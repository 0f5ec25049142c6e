import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countLines, latin1Lines, parsePadronLine } from './padron-file';

const dir = mkdtempSync(join(tmpdir(), 'padron-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('padrón file', () => {
  it('parses the fixed, space-padded fields of a line', () => {
    expect(
      parsePadronLine(
        '100339724,109007,20231119,01052,JOSE DELFIN                   ,SOLANO                    ,MORA                      ',
      ),
    ).toEqual({
      cedula: '100339724',
      electoralCode: '109007',
      expiryDate: '2023-11-19',
      board: '01052',
      firstName: 'JOSE DELFIN',
      firstSurname: 'SOLANO',
      secondSurname: 'MORA',
    });
  });

  it('skips the extra one-character field of some editions, and tolerates odd dates and empty surnames', () => {
    expect(parsePadronLine('100339724,109007,1,20231119,01052,ANA,SOLANO,')).toMatchObject({
      board: '01052',
      firstName: 'ANA',
      secondSurname: null,
    });
    expect(parsePadronLine('100339724,109007,99999999,01052,ANA,SOLANO,MORA')?.expiryDate).toBeNull();
    expect(parsePadronLine('100339724,109007,20230230,01052,ANA,SOLANO,MORA')?.expiryDate).toBeNull();
  });

  it('refuses what is not a voter line', () => {
    for (const l of [
      '',
      'CEDULA,CODELEC',
      '012345678,109007,20231119,01052,ANA,SOLANO,MORA',
      '10033972,109007,20231119,01052,ANA,SOLANO,MORA',
      '100339724,109007,20231119,01052,,SOLANO,MORA',
      // issue 10: text PostgreSQL cannot store (NUL) or control characters
      '100339724,109007,20231119,01052,AN\u0000A,SOLANO,MORA',
      '100339724,109007,20231119,01052,ANA,SOL\u001bANO,MORA',
    ]) {
      expect(parsePadronLine(l), l).toBeNull();
    }
  });

  it('reads Latin-1 lines across chunk boundaries, with CRLF or LF, and counts them', async () => {
    const path = join(dir, 'p.txt');
    const lines = Array.from(
      { length: 1000 },
      (_, i) => `${100000000 + i},101001,20301231,01052,ÑANDÚ ${i},PEÑA,MUÑOZ`,
    );
    writeFileSync(path, Buffer.from(lines.join('\r\n'), 'latin1'));
    const read: string[] = [];
    for await (const chunk of latin1Lines(path, 1000)) read.push(...chunk);
    expect(read).toEqual(lines);
    expect(await countLines(path)).toBe(1000);
    writeFileSync(path, Buffer.from(lines.join('\n') + '\n', 'latin1'));
    expect(await countLines(path)).toBe(1000);
  });
});
