import type { TFunction } from 'i18next';
import {
  DOCUMENT_TEXTS,
  garnishmentText,
  PAY_ITEM_TEXTS,
  PAYSLIP_TEXTS,
  type GarnishmentFigures,
  type MessageLanguage,
} from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES } from '@planilla/domain';
import { toI18nText } from './message-texts';

type Tree = { [key: string]: string | Tree };

/**
 * The `payslip` namespace: the contracts' payslip catalogue (the one the API's PDFs and exports read), as
 * i18next reads it. Units become plural keys (`units.days_one`, `units.days_other`).
 */
const convert = (tree: object): Tree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? toI18nText(value) : convert(value as object),
    ]),
  );

export const payslipResource = (language: MessageLanguage): Tree => {
  const texts = PAYSLIP_TEXTS[language];
  const units: Tree = {};
  for (const [unit, forms] of Object.entries(texts.units)) {
    units[`${unit}_one`] = toI18nText(forms.one);
    units[`${unit}_other`] = toI18nText(forms.other);
  }
  const { units: _units, ...rest } = texts;
  return { ...convert(rest), units };
};

/** The `documents` namespace: the fixed texts of the voucher and settlement PDFs, for screens that show the same. */
export const documentsResource = (language: MessageLanguage): Tree => convert(DOCUMENT_TEXTS[language]);

/**
 * The catalogue part of the `payItems` namespace: shipped type names, classes, payee kinds, value types,
 * percentage bases, frequencies, states, limits and movement kinds (contracts `PAY_ITEM_TEXTS`, the names the API
 * answers with). The screens' own labels come from `locales/<tag>/payItems.json`, merged over it when loaded.
 */
export const payItemsResource = (language: MessageLanguage): Tree => convert(PAY_ITEM_TEXTS[language]);

/**
 * A payslip line's label from the `payslip` catalogue; a code it does not know (an old stored line) shows as it
 * is. Every screen that shows payslip lines (the calculation, the projection, the settlement, self-service) reads it
 * here.
 */
export const payslipLineLabel = (t: TFunction, line: { code: string }): string =>
  t(`payslip.lines.${line.code}`, { defaultValue: line.code });

/** A line as the explanation reads it: its code, its stored reference, and an embargo's computation when it has one. */
type ExplainedLine = {
  code: string;
  legalRef: string;
  payItem?: { garnishment: GarnishmentFigures | null } | null | undefined;
};

/**
 * A payslip line's explanation in the interface language (the laws it cites stay Spanish), with the line's legal
 * reference filled in; the reference alone when the catalogue has no explanation for the code. An embargo's stored
 * reference also quotes its computation in Spanish (for the PDFs): the screens show the computation apart, in the
 * reader's language (`payslipLineComputation`), so its reference here is its class's alone.
 */
export const payslipLineExplanation = (t: TFunction, line: ExplainedLine): string => {
  const legalRef = line.payItem?.garnishment ? CR_PAY_ITEM_CLASSES.embargo.legalRef : line.legalRef;
  return t(`payslip.basis.${line.code}`, { legalRef, defaultValue: legalRef });
};

/**
 * How an embargo's line was computed (CT art. 172), from the payslip catalogue in the reader's language; null on
 * every other line. The calculation's payslip dialog, the settlement and the employee's payslip show it under the
 * line's explanation (a projection's lines carry no pay item).
 */
export const payslipLineComputation = (line: ExplainedLine, language: MessageLanguage): string | null =>
  line.payItem?.garnishment ? garnishmentText(line.payItem.garnishment, language) : null;
