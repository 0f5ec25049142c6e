import type {
  MinimumWageCategoryCode,
  PayItemClassCode,
  PayslipIssueCodeText,
  PayslipLineCodeText,
} from '@planilla/contracts';
import type { MinimumWageCategory, PayItemClass, PayslipIssueCode, PayslipLineCode } from '@planilla/domain';

/**
 * The payslip catalogue (`PAYSLIP_TEXTS` in `@planilla/contracts`) lists the engine's codes itself, because
 * contracts do not depend on the domain. Here, where both meet, the type checker proves the lists are the same:
 * a line or issue code added to the engine without its texts (or a text for a code that no longer exists) fails
 * typecheck.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const LINE_CODES_HAVE_TEXTS: Same<PayslipLineCode, PayslipLineCodeText> = true;
export const ISSUE_CODES_HAVE_TEXTS: Same<PayslipIssueCode, PayslipIssueCodeText> = true;
/** The minimum-wage categories: the contracts' list (occupations, legal rules, texts) is the domain's. */
export const MINIMUM_WAGE_CATEGORIES_HAVE_TEXTS: Same<MinimumWageCategory, MinimumWageCategoryCode> = true;
/** The pay-item classes: the contracts' list (requests, texts) is the engine's. */
export const PAY_ITEM_CLASSES_HAVE_TEXTS: Same<PayItemClass, PayItemClassCode> = true;
