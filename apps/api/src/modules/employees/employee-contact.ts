import type { EmployeeContactData } from '@planilla/contracts';
import { ibanBankCode, isValidIban } from '@planilla/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { fullName, V } from '@planilla/contracts';
import { changeEmployeeIn, viewOrThrow, type Actor } from './employee-change';
import { globalCodes } from './employee-catalogs.repository';
import * as localizationsRepo from './employee-localizations.repository';
import * as repo from './employees.repository';

// An employee's contact data and bank account, as self-service reads them and a data-change request changes them.

/** Phone, e-mail, address (the main localization's señas), bank and IBAN of each employee; 404 for an unknown one. */
export const contactDataOf = async (
  db: DbOrTx,
  companyId: number,
  num: number,
): Promise<EmployeeContactData & { fullName: string }> => {
  const v = await viewOrThrow(db, companyId, num, todayInCostaRica());
  const address = (await localizationsRepo.mainAddressesOf(db, companyId, [num])).get(num);
  return {
    fullName: fullName(v),
    phone: v.phone,
    email: v.email,
    address: address?.address ?? null,
    bankCode: v.bankCode,
    bankName: v.bankName,
    iban: v.iban,
  };
};

/** The asked values the record can take: the IBAN's check digits and its bank (an active one), an address on file. */
export const contactChangeProblems = async (
  db: DbOrTx,
  companyId: number,
  num: number,
  asked: { iban?: string; address?: string },
): Promise<Record<string, string>> => {
  const f: Record<string, string> = {};
  if (asked.iban !== undefined) {
    const bank = ibanBankCode(asked.iban);
    if (!isValidIban(asked.iban) || bank === null) f.iban = V.invalidIban;
    else if (!(await globalCodes(db, 'banks')).has(bank)) f.iban = V.unknownOption;
  }
  if (
    asked.address !== undefined &&
    !(await localizationsRepo.mainAddressesOf(db, companyId, [num])).has(num)
  ) {
    f.address = V.noHomeAddress;
  }
  return f;
};

/**
 * Applies an approved change to the employee's record inside the caller's transaction, as an edit of the employee
 * (`employee_updated` in the audit log, before and after; the address change beside it): the IBAN with its bank.
 */
export const applyContactChange = async (
  tx: Tx,
  actor: Actor,
  num: number,
  change: Partial<Pick<EmployeeContactData, 'phone' | 'email' | 'address' | 'iban'>>,
  auditAfter: Record<string, unknown>,
) =>
  changeEmployeeIn(tx, actor, num, async (t, _current) => {
    const { companyId } = actor.auth;
    const patch: Partial<{
      phone: string | null;
      email: string | null;
      iban: string | null;
      bankCode: string | null;
    }> = {};
    if (change.phone !== undefined) patch.phone = change.phone;
    if (change.email !== undefined) patch.email = change.email;
    if (change.iban !== undefined) {
      patch.iban = change.iban;
      patch.bankCode = change.iban === null ? null : ibanBankCode(change.iban);
    }
    if (Object.keys(patch).length > 0) await repo.updateEmployee(t, companyId, num, patch);
    let address: { before: string; after: string } | undefined;
    if (change.address !== undefined && change.address !== null) {
      const main = (await localizationsRepo.mainAddressesOf(t, companyId, [num])).get(num);
      if (main) {
        await localizationsRepo.setLocalizationAddress(t, companyId, main.localizationId, change.address);
        address = { before: main.address, after: change.address };
      }
    }
    return { action: 'employee_updated', auditAfter: { ...auditAfter, ...(address ? { address } : {}) } };
  });
