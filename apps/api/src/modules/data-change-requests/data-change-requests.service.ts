import {
  DATA_CHANGE_FIELDS,
  maskAccount,
  type DataChangeField,
  type DataChangeRequestItem,
  type MyDataResponse,
  V,
  type decideDataChangeRequests,
  type newDataChangeRequest,
} from '@planilla/contracts';
import { ibanBankCode } from '@planilla/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { findCompany } from '../auth/auth.repository';
import { applyContactChange, contactChangeProblems, contactDataOf } from '../employees/employee-contact';
import { enqueueMessage, notifyQueued } from '../mail/outbox.repository';
import { bankChangeNoticeMail, dataChangeDecidedMail } from '../mail/templates';
import * as repo from './data-change-requests.repository';

export type DataChangeDeps = { db: Db; config: AppConfig };

/** The employee the caller is: every call answers for this number only (no call takes an employee number). */
const selfOf = (auth: AuthContext): number => {
  if (auth.employeeNumber === null) throw new AppError('NOT_AN_EMPLOYEE');
  return auth.employeeNumber;
};

/** The fields a request asks for, in the catalogue's order. */
const fieldsOf = (asked: repo.ContactValues): DataChangeField[] =>
  DATA_CHANGE_FIELDS.filter((f) => asked[f] !== undefined);

/** The values of `fields` in `data` (the IBAN with its bank). */
const pick = (data: repo.ContactValues, fields: DataChangeField[]): repo.ContactValues => {
  const out: repo.ContactValues = {};
  for (const f of fields) {
    out[f] = data[f] ?? null;
    if (f === 'iban') {
      out.bankCode = data.bankCode ?? null;
      out.bankName = data.bankName ?? null;
    }
  }
  return out;
};

const itemOf = (r: repo.DataChangeRecord, current: repo.ContactValues | null): DataChangeRequestItem => ({
  id: r.id,
  num_empleado: r.employeeNumber,
  fullName: r.fullName,
  status: r.status,
  asked: r.asked,
  previous: r.previous,
  current,
  note: r.note,
  decisionReason: r.decisionReason,
  requestedAt: r.requestedAt,
  decidedAt: r.decidedAt,
  decidedBy: r.decidedBy,
});

const oneOf = async (db: DbOrTx, companyId: number, id: number) => {
  const [r] = await repo.listDataChangeRequests(db, companyId, { ids: [id] });
  return r!;
};

/** autoservicio/misdatos: my phone, e-mail, address, bank and IBAN, and my pending request. */
export const getMyData = async (deps: DataChangeDeps, auth: AuthContext): Promise<MyDataResponse> => {
  const me = selfOf(auth);
  const [data, pending] = await Promise.all([
    contactDataOf(deps.db, auth.companyId, me),
    repo.listDataChangeRequests(deps.db, auth.companyId, { employeeNumber: me, status: 'pending' }),
  ]);
  return { num_empleado: me, ...data, pending: pending[0] ? itemOf(pending[0], null) : null };
};

/**
 * autoservicio/solicitarcambiodatos: the fields to change, validated as HR's employee form validates them (the
 * IBAN's check digits and bank), none equal to what is on file, one pending request at a time (409: cancel it
 * first). An IBAN change also warns the e-mail on file (before the change) through the outbox. Audited.
 */
export const requestDataChange = async (
  deps: DataChangeDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newDataChangeRequest>,
): Promise<{ request: DataChangeRequestItem }> => {
  const me = selfOf(auth);
  const current = await contactDataOf(deps.db, auth.companyId, me);
  const fields = DATA_CHANGE_FIELDS.filter((f) => input[f] !== undefined && input[f] !== null);
  const problems: Record<string, string> = {};
  for (const f of fields) if (input[f] === current[f]) problems[f] = V.sameAsCurrent;
  Object.assign(
    problems,
    await contactChangeProblems(deps.db, auth.companyId, me, {
      ...(input.iban ? { iban: input.iban } : {}),
      ...(input.address ? { address: input.address } : {}),
    }),
  );
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const asked: repo.ContactValues = {};
  for (const f of fields) asked[f] = input[f]!;
  if (input.iban) {
    asked.bankCode = ibanBankCode(input.iban);
    asked.bankName = null;
  }
  const previous = pick(current, fields);
  let queued = false;
  try {
    const result = await deps.db.transaction(async (tx) => {
      const id = await repo.insertDataChangeRequest(tx, {
        companyId: auth.companyId,
        employeeNumber: me,
        asked,
        previous,
        note: input.note,
        userId: auth.userId,
      });
      const request = itemOf(await oneOf(tx, auth.companyId, id), null);
      const noticeTo = input.iban && current.email ? current.email : null;
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'data_change_requested',
          entity: 'data_change_request',
          entityId: id,
          before: null,
          after: { ...request, bankChangeNoticeTo: noticeTo },
        },
      );
      if (noticeTo) {
        const company = await findCompany(tx, auth.companyId);
        await enqueueMessage(tx, {
          companyId: auth.companyId,
          kind: 'bank_change_notice',
          to: noticeTo,
          ...bankChangeNoticeMail({
            name: current.fullName,
            companyName: company?.name ?? '',
            requestedAt: request.requestedAt.slice(0, 10),
          }),
        });
        queued = true;
      }
      return { request };
    });
    if (queued) notifyQueued();
    return result;
  } catch (err) {
    if (isUniqueViolation(err, 'data_change_requests_one_pending_key')) {
      throw new AppError('DATA_CHANGE_REQUEST_PENDING');
    }
    throw err;
  }
};

/** The values of a request with its IBAN masked but for the last 4 digits. */
const masked = (values: repo.ContactValues): repo.ContactValues =>
  values.iban ? { ...values, iban: maskAccount(values.iban) } : values;

/**
 * autoservicio/missolicitudesdatos: my requests, pending first, then newest (the history of "Mis datos"), each IBAN
 * in them masked but for its last 4 digits: an old or a refused account number is not shown again in full.
 */
export const listMyDataChangeRequests = async (deps: DataChangeDeps, auth: AuthContext) => {
  const rows = await repo.listDataChangeRequests(deps.db, auth.companyId, {
    employeeNumber: selfOf(auth),
    limit: 100,
  });
  return {
    items: rows.map((r) => itemOf({ ...r, asked: masked(r.asked), previous: masked(r.previous) }, null)),
  };
};

/** autoservicio/cancelarcambiodatos: my pending request (another person's is not found). Audited. */
export const cancelMyDataChangeRequest = async (
  deps: DataChangeDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { id: number },
) => {
  const me = selfOf(auth);
  return deps.db.transaction(async (tx) => {
    const [r] = await repo.listDataChangeRequests(tx, auth.companyId, { ids: [input.id], lock: true });
    if (!r || r.employeeNumber !== me) throw new AppError('DATA_CHANGE_REQUEST_NOT_FOUND');
    if (r.status !== 'pending') throw new AppError('DATA_CHANGE_REQUEST_DECIDED');
    await repo.decideDataChangeRequest(tx, auth.companyId, r.id, {
      status: 'cancelled',
      reason: null,
      userId: auth.userId,
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'data_change_request_cancelled',
        entity: 'data_change_request',
        entityId: r.id,
        before: { status: r.status },
        after: { status: 'cancelled' },
      },
    );
    return { request: itemOf(await oneOf(tx, auth.companyId, r.id), null) };
  });
};

/** autoservicio/bandejadatos: HR's inbox: pending requests (or one status) with what each record holds now. */
export const dataChangeInbox = async (
  deps: DataChangeDeps,
  auth: AuthContext,
  input: { status?: string },
) => {
  const rows = await repo.listDataChangeRequests(deps.db, auth.companyId, {
    status: input.status ?? 'pending',
    limit: 500,
  });
  const items: DataChangeRequestItem[] = [];
  for (const r of rows) {
    const current = await contactDataOf(deps.db, auth.companyId, r.employeeNumber);
    items.push(itemOf(r, pick(current, fieldsOf(r.asked))));
  }
  return { items };
};

/**
 * autoservicio/decidirdatos: approves or rejects pending requests in one transaction: every one must still be
 * pending (409 otherwise, nothing written). An approval applies the asked values to the employee's record as an edit
 * of the employee (audited as such); each decision is audited and e-mailed to the employee at the address on file
 * before the change (a changed e-mail is not the one told).
 */
export const decideDataChanges = async (
  deps: DataChangeDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof decideDataChangeRequests>,
) => {
  const result = await deps.db.transaction(async (tx) => {
    const ids = [...new Set(input.ids)];
    const rows = await repo.listDataChangeRequests(tx, auth.companyId, { ids, lock: true });
    if (rows.length < ids.length) throw new AppError('DATA_CHANGE_REQUEST_NOT_FOUND');
    if (rows.some((r) => r.status !== 'pending')) throw new AppError('DATA_CHANGE_REQUEST_DECIDED');
    const company = await findCompany(tx, auth.companyId);
    const approved = input.decision === 'approve';
    const decided: DataChangeRequestItem[] = [];
    let mails = 0;
    for (const r of rows) {
      const fields = fieldsOf(r.asked);
      if (approved) {
        const change: Parameters<typeof applyContactChange>[3] = {};
        for (const f of fields) change[f] = r.asked[f] ?? null;
        await applyContactChange(tx, { auth, meta }, r.employeeNumber, change, { dataChangeRequest: r.id });
      }
      await repo.decideDataChangeRequest(tx, auth.companyId, r.id, {
        status: approved ? 'approved' : 'rejected',
        reason: input.reason,
        userId: auth.userId,
      });
      await recordChange(
        tx,
        { auth, meta },
        {
          action: approved ? 'data_change_request_approved' : 'data_change_request_rejected',
          entity: 'data_change_request',
          entityId: r.id,
          before: { status: r.status },
          after: { status: approved ? 'approved' : 'rejected', reason: input.reason, asked: r.asked },
        },
      );
      const to = r.email ?? (approved ? (r.asked.email ?? null) : null);
      if (to) {
        await enqueueMessage(tx, {
          companyId: auth.companyId,
          kind: 'data_change_decided',
          to,
          ...dataChangeDecidedMail({
            name: r.fullName,
            companyName: company?.name ?? '',
            fields,
            approved,
            reason: input.reason,
          }),
        });
        mails += 1;
      }
      decided.push(itemOf(await oneOf(tx, auth.companyId, r.id), null));
    }
    return { decided, mails };
  });
  if (result.mails > 0) notifyQueued();
  return { decided: result.decided };
};
