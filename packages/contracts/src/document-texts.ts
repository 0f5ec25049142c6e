import type { MessageLanguage } from './error-messages';
import { formatCentimos, formatLongDate, formatLongMonth, formatNumber, formatRate } from './format';
import type { PayslipLineItem, SettlementExplanation } from './payroll-calculation';
import type { SalaryCertificateStatement } from './self-service';
import { fillText, formatQuantityWithUnit } from './payslip-texts';

/**
 * The one catalogue of the fixed texts of the documents the server writes: the payment voucher and the settlement
 * (liquidación) PDFs. Line labels and explanations are the payslip catalogue's (`PAYSLIP_TEXTS`); figures come
 * from the format module. Typed per language like `ERROR_MESSAGES`: a text missing in either language is a type
 * error. A document is written in the language of whoever asks for it (a download) and in Spanish when it is
 * e-mailed to an employee (the language the product knows every Costa Rican employee reads). Figures are named
 * `{name}` and filled with `fillText`.
 */
export type DocumentTexts = {
  /** The watermark of a preview. */
  draftMark: string;
  companyLegalId: string;
  /** `1 de noviembre de 2026 al 15 de noviembre de 2026`. */
  period: string;
  fields: {
    employee: string;
    worker: string;
    nationalId: string;
    employeeNumber: string;
    department: string;
    occupation: string;
    payroll: string;
    period: string;
    payDate: string;
    account: string;
    hireDate: string;
    exitDate: string;
    service: string;
    exitType: string;
    legalBasis: string;
    averageSalary: string;
  };
  voucher: {
    title: string;
    titleDraft: string;
    /** The PDF's document information (what a viewer shows as its title). */
    infoTitle: string;
    noAccount: string;
    columns: { concept: string; quantity: string; rate: string; amount: string };
    earnings: string;
    earningsTotal: string;
    deductions: string;
    deductionsTotal: string;
    net: string;
    footer: string;
    footerDraft: string;
  };
  settlement: {
    title: string;
    titleDraft: string;
    infoTitle: string;
    /** The number of calendar days of the service, after its years, months and days. */
    serviceDays: string;
    causes: Record<SettlementExplanation['cause'], string>;
    averageFromPayslips: string;
    averageFromSalary: string;
    rights: string;
    grossTotal: string;
    deductions: string;
    deductionsTotal: string;
    net: string;
    arithmetic: {
      days: string;
      vacation: string;
      aguinaldo: string;
      salaryTax: string;
      rate: string;
    };
    salaryInPayroll: string;
    salaryInPeriodPayroll: string;
    pendingVacation: string;
    vacationFromPayslips: string;
    vacationFromSalary: string;
    signEmployer: string;
    signWorker: string;
    workerName: string;
    /** The employee's pay items the settlement applied (issue 26): names from the pay items' catalogue. */
    payItems: string;
    payItemTaken: string;
    payItemReference: string;
    payItemBalance: string;
    payItemRest: string;
    footer: string;
    footerDraft: string;
  };
  certificate: {
    title: string;
    /** The PDF's document information. */
    infoTitle: string;
    /** The opening sentence: `{company}, cédula jurídica {legalId}, hace constar que:` */
    intro: string;
    /** `{name}, cédula {id}, labora para la empresa desde el {hireDate} …` */
    body: string;
    position: string;
    noPosition: string;
    ordinarySalary: string;
    averagesTitle: string;
    /** `Últimos {months} meses ({from} a {to})`. */
    averageWindow: string;
    averageGross: string;
    averageNet: string;
    /** `{paid} de {months} meses con pago` when fewer months were paid than the window has. */
    monthsPaid: string;
    noAverage: string;
    deductionsTitle: string;
    noDeductions: string;
    kinds: { alimony: string; embargo: string };
    /** `expediente {reference}` */
    caseNumber: string;
    perPayroll: string;
    percentage: string;
    legalMaximum: string;
    lastWithheld: string;
    /** `Se extiende a solicitud del interesado el {date}.` */
    closing: string;
    verifyTitle: string;
    verifyText: string;
    code: string;
    footer: string;
  };
};

export const DOCUMENT_TEXTS: Record<MessageLanguage, DocumentTexts> = {
  es: {
    draftMark: 'BORRADOR',
    companyLegalId: 'Cédula jurídica: {id}',
    period: 'del {start} al {end}',
    fields: {
      employee: 'Empleado',
      worker: 'Trabajador',
      nationalId: 'Cédula',
      employeeNumber: 'Número de empleado',
      department: 'Departamento',
      occupation: 'Ocupación',
      payroll: 'Planilla',
      period: 'Periodo',
      payDate: 'Fecha de pago',
      account: 'Cuenta de depósito',
      hireDate: 'Fecha de ingreso',
      exitDate: 'Fecha de salida',
      service: 'Antigüedad',
      exitType: 'Tipo de salida',
      legalBasis: 'Fundamento',
      averageSalary: 'Salario promedio (últimos meses completos)',
    },
    voucher: {
      title: 'Comprobante de pago',
      titleDraft: 'Comprobante de pago (borrador, planilla no cerrada)',
      infoTitle: 'Comprobante de pago {name} {date}',
      noAccount: 'Sin cuenta registrada',
      columns: { concept: 'Concepto', quantity: 'Cantidad', rate: 'Tasa', amount: 'Monto' },
      earnings: 'Ingresos',
      earningsTotal: 'Total de ingresos (salario bruto)',
      deductions: 'Deducciones',
      deductionsTotal: 'Total de deducciones',
      net: 'Salario neto a pagar',
      footer: 'Documento generado por Planilla CR a partir de la planilla cerrada.',
      footerDraft: 'Vista previa: la planilla no está cerrada y los montos pueden cambiar.',
    },
    settlement: {
      title: 'Liquidación de derechos laborales',
      titleDraft: 'Liquidación de derechos laborales (borrador, sin pagar)',
      infoTitle: 'Liquidación laboral {name} {date}',
      serviceDays: '{service} ({days} naturales)',
      causes: {
        dismissal_without_cause: 'despido con responsabilidad patronal: se deben preaviso y cesantía',
        indirect_dismissal: 'renuncia con responsabilidad patronal (art. 83): se deben preaviso y cesantía',
        not_attributable: 'causa no atribuible al trabajador: se debe cesantía',
        dismissal_with_cause: 'despido sin responsabilidad patronal: no se deben preaviso ni cesantía',
        resignation: 'sin responsabilidad patronal: no se deben preaviso ni cesantía',
      },
      averageFromPayslips: '{total} en {months} ({monthNames}) = {monthly} al mes, {daily} al día',
      averageFromSalary: 'sin meses completos pagados: salario vigente {monthly} al mes, {daily} al día',
      rights: 'Derechos laborales',
      grossTotal: 'Total bruto',
      deductions: 'Deducciones (sobre las vacaciones, que son salario)',
      deductionsTotal: 'Total de deducciones',
      net: 'Neto a pagar',
      arithmetic: {
        days: '{days} × {daily} diarios (promedio {monthly} ÷ 30) = {amount}',
        vacation: '{days} × {rate} × {daily} diarios (art. 157) = {amount}',
        aguinaldo: '{total} devengados desde el {from} ÷ 12 = {amount}',
        salaryTax: 'Impuesto del mes sobre {basis}, menos lo ya retenido = {amount}',
        rate: '{rate} de {basis} = {amount}',
      },
      salaryInPayroll:
        'El salario hasta el {exit} se paga en la planilla regular del {start} al {end}, con sus cargas sociales e impuesto.',
      salaryInPeriodPayroll: 'El salario hasta el {exit} se paga en la planilla regular de su periodo.',
      pendingVacation:
        'Vacaciones pendientes: {days} (semana de {week}), pagadas al promedio diario de {daily} ({source}).',
      vacationFromPayslips: '{months} completos de las últimas 50 semanas',
      vacationFromSalary: 'salario vigente',
      signEmployer: 'Por el patrono',
      signWorker: 'Recibido conforme, el trabajador',
      workerName: '{name}, cédula {id}',
      payItems: 'Rubros del trabajador aplicados',
      payItemTaken: '{name}{reference}: se rebajan {taken} de {due}.',
      payItemReference: ' ({reference})',
      payItemBalance: 'Saldo {before} antes de la liquidación, {after} después.',
      payItemRest:
        'Quedan {rest} sin rebajar{limit}: se informan al trabajador y se cobran fuera de esta liquidación.',
      footer: 'Documento generado por Planilla CR a partir de la planilla de liquidación cerrada.',
      footerDraft: 'Vista previa: la liquidación no está pagada y los montos pueden cambiar.',
    },
    certificate: {
      title: 'Constancia salarial',
      infoTitle: 'Constancia salarial {name} {date}',
      intro: '{company}, cédula jurídica {legalId}, hace constar que:',
      body: '{name}, cédula {id}, labora para la empresa desde el {hireDate}.',
      position: 'Puesto',
      noPosition: 'Sin puesto registrado',
      ordinarySalary: 'Salario ordinario mensual',
      averagesTitle: 'Promedios mensuales (planillas cerradas)',
      averageWindow: 'Últimos {months} meses ({from} a {to})',
      averageGross: 'bruto {amount}',
      averageNet: 'neto {amount}',
      monthsPaid: '{paid} de {months} meses con pago',
      noAverage: 'sin planillas cerradas en el periodo',
      deductionsTitle: 'Deducciones judiciales vigentes',
      noDeductions: 'No tiene pensiones alimentarias ni embargos vigentes.',
      kinds: { alimony: 'Pensión alimentaria', embargo: 'Embargo' },
      caseNumber: 'expediente {reference}',
      perPayroll: '{amount} por planilla',
      percentage: '{rate} del salario',
      legalMaximum: 'el máximo legal (art. 172 del Código de Trabajo)',
      lastWithheld: 'último rebajo {amount}',
      closing: 'Se extiende la presente a solicitud del interesado el {date}.',
      verifyTitle: 'Verificación',
      verifyText:
        'Compruebe que esta constancia es auténtica y vigente escaneando el código QR o visitando {url}',
      code: 'Código de verificación',
      footer: 'Documento generado por Planilla CR a partir de las planillas cerradas.',
    },
  },
  en: {
    draftMark: 'DRAFT',
    companyLegalId: 'Legal ID: {id}',
    period: 'from {start} to {end}',
    fields: {
      employee: 'Employee',
      worker: 'Worker',
      nationalId: 'ID number',
      employeeNumber: 'Employee number',
      department: 'Department',
      occupation: 'Occupation',
      payroll: 'Payroll',
      period: 'Period',
      payDate: 'Pay date',
      account: 'Deposit account',
      hireDate: 'Hire date',
      exitDate: 'Exit date',
      service: 'Length of service',
      exitType: 'Type of exit',
      legalBasis: 'Legal basis',
      averageSalary: 'Average salary (last full months)',
    },
    voucher: {
      title: 'Payment voucher',
      titleDraft: 'Payment voucher (draft, payroll not closed)',
      infoTitle: 'Payment voucher {name} {date}',
      noAccount: 'No account on file',
      columns: { concept: 'Item', quantity: 'Quantity', rate: 'Rate', amount: 'Amount' },
      earnings: 'Earnings',
      earningsTotal: 'Total earnings (gross salary)',
      deductions: 'Deductions',
      deductionsTotal: 'Total deductions',
      net: 'Net salary to pay',
      footer: 'Document generated by Planilla CR from the closed payroll.',
      footerDraft: 'Preview: the payroll is not closed and the amounts may change.',
    },
    settlement: {
      title: 'Settlement of employment rights',
      titleDraft: 'Settlement of employment rights (draft, not paid)',
      infoTitle: 'Employment settlement {name} {date}',
      serviceDays: '{service} ({days} calendar)',
      causes: {
        dismissal_without_cause: 'dismissal with employer liability: notice and severance are owed',
        indirect_dismissal: 'resignation with employer liability (art. 83): notice and severance are owed',
        not_attributable: 'cause not attributable to the worker: severance is owed',
        dismissal_with_cause: 'dismissal without employer liability: neither notice nor severance is owed',
        resignation: 'without employer liability: neither notice nor severance is owed',
      },
      averageFromPayslips: '{total} over {months} ({monthNames}) = {monthly} a month, {daily} a day',
      averageFromSalary: 'no full months paid: salary in force {monthly} a month, {daily} a day',
      rights: 'Employment rights',
      grossTotal: 'Gross total',
      deductions: 'Deductions (on the vacation, which is salary)',
      deductionsTotal: 'Total deductions',
      net: 'Net to pay',
      arithmetic: {
        days: '{days} × {daily} a day (average {monthly} ÷ 30) = {amount}',
        vacation: '{days} × {rate} × {daily} a day (art. 157) = {amount}',
        aguinaldo: '{total} earned since {from} ÷ 12 = {amount}',
        salaryTax: "The month's tax on {basis}, less what was already withheld = {amount}",
        rate: '{rate} of {basis} = {amount}',
      },
      salaryInPayroll:
        'The salary up to {exit} is paid in the regular payroll from {start} to {end}, with its social charges and tax.',
      salaryInPeriodPayroll: 'The salary up to {exit} is paid in the regular payroll of its period.',
      pendingVacation:
        'Pending vacation: {days} ({week} week), paid at the daily average of {daily} ({source}).',
      vacationFromPayslips: '{months} in full of the last 50 weeks',
      vacationFromSalary: 'salary in force',
      signEmployer: 'For the employer',
      signWorker: 'Received in agreement, the worker',
      workerName: '{name}, ID {id}',
      payItems: "The worker's pay items applied",
      payItemTaken: '{name}{reference}: {taken} of {due} is deducted.',
      payItemReference: ' ({reference})',
      payItemBalance: 'Balance {before} before the settlement, {after} after it.',
      payItemRest:
        '{rest} is not deducted{limit}: the worker is told, and it is collected outside this settlement.',
      footer: 'Document generated by Planilla CR from the closed settlement payroll.',
      footerDraft: 'Preview: the settlement is not paid and the amounts may change.',
    },
    certificate: {
      title: 'Salary certificate',
      infoTitle: 'Salary certificate {name} {date}',
      intro: '{company}, legal ID {legalId}, certifies that:',
      body: '{name}, ID {id}, has worked for the company since {hireDate}.',
      position: 'Position',
      noPosition: 'No position on file',
      ordinarySalary: 'Ordinary monthly salary',
      averagesTitle: 'Monthly averages (closed payrolls)',
      averageWindow: 'Last {months} months ({from} to {to})',
      averageGross: 'gross {amount}',
      averageNet: 'net {amount}',
      monthsPaid: '{paid} of {months} months paid',
      noAverage: 'no closed payrolls in the period',
      deductionsTitle: 'Court-ordered deductions in force',
      noDeductions: 'There are no child support orders or garnishments in force.',
      kinds: { alimony: 'Child support (pensión alimentaria)', embargo: 'Garnishment (embargo)' },
      caseNumber: 'case {reference}',
      perPayroll: '{amount} per payroll',
      percentage: '{rate} of the salary',
      legalMaximum: 'the legal maximum (Labour Code art. 172)',
      lastWithheld: 'last withheld {amount}',
      closing: 'Issued at the request of the person concerned on {date}.',
      verifyTitle: 'Verification',
      verifyText:
        'Check that this certificate is genuine and in force by scanning the QR code or visiting {url}',
      code: 'Verification code',
      footer: 'Document generated by Planilla CR from the closed payrolls.',
    },
  },
};

/** The BCP 47 tag a PDF declares as its language. */
export const DOCUMENT_LOCALE: Record<MessageLanguage, string> = { es: 'es-CR', en: 'en' };

/**
 * How a settlement line's amount comes out of its basis (`30 días × ₡20 000,00 diarios (promedio ₡600 000,00 ÷ 30)
 * = ₡600 000,00`): the one wording, on the settlement screen and in its PDF.
 */
export const settlementArithmetic = (
  l: PayslipLineItem,
  s: SettlementExplanation,
  language: MessageLanguage,
): string => {
  const t = DOCUMENT_TEXTS[language].settlement.arithmetic;
  const m = (c: number) => formatCentimos(c, language);
  const amount = m(l.amount);
  switch (l.code) {
    case 'PREAVISO':
    case 'CESANTIA':
      return fillText(t.days, {
        days: formatQuantityWithUnit(l.quantity ?? 0, 'days', language),
        daily: m(l.basis ?? 0),
        monthly: m(s.average.monthly),
        amount,
      });
    case 'VACATION_SETTLEMENT':
      return fillText(t.vacation, {
        days: formatQuantityWithUnit(l.quantity ?? 0, 'workDays', language),
        rate: formatNumber(l.rate ?? 1, language),
        daily: m(l.basis ?? 0),
        amount,
      });
    case 'AGUINALDO_PROPORTIONAL':
      return fillText(t.aguinaldo, {
        total: m(l.basis ?? 0),
        from: formatLongDate(s.aguinaldo.periodStart, language),
        amount,
      });
    case 'SALARY_TAX':
      return fillText(t.salaryTax, { basis: m(l.basis ?? 0), amount });
    default:
      return l.rate !== null && l.basis !== null
        ? fillText(t.rate, { rate: formatRate(l.rate, language), basis: m(l.basis), amount })
        : amount;
  }
};

/**
 * What a salary certificate says, sentence by sentence, in `language`: the one wording of its PDF and of the public
 * verification page (so the page shows exactly what the paper states). Figures come from the stored statement.
 */
export const certificateSentences = (s: SalaryCertificateStatement, language: MessageLanguage) => {
  const t = DOCUMENT_TEXTS[language].certificate;
  const m = (c: number) => formatCentimos(c, language);
  const month = (ym: string) => formatLongMonth(ym, language);
  return {
    intro: fillText(t.intro, { company: s.company.name, legalId: s.company.legalId }),
    body: fillText(t.body, {
      name: s.employee.fullName,
      id: s.employee.nationalId,
      hireDate: formatLongDate(s.employee.hireDate, language),
    }),
    fields: [
      { label: t.position, value: s.employee.position ?? t.noPosition },
      { label: t.ordinarySalary, value: s.ordinarySalary === null ? '—' : m(s.ordinarySalary) },
    ],
    averagesTitle: t.averagesTitle,
    averages: s.averages.map((a) => ({
      label: fillText(t.averageWindow, { months: a.months, from: month(a.from), to: month(a.to) }),
      value:
        a.gross === null || a.net === null
          ? t.noAverage
          : [
              fillText(t.averageGross, { amount: m(a.gross) }),
              fillText(t.averageNet, { amount: m(a.net) }),
              ...(a.monthsPaid < a.months
                ? [fillText(t.monthsPaid, { paid: a.monthsPaid, months: a.months })]
                : []),
            ].join(' · '),
    })),
    deductionsTitle: t.deductionsTitle,
    deductions:
      s.deductions.length === 0
        ? [t.noDeductions]
        : s.deductions.map((d) => {
            const value =
              d.valueType === 'amount' && d.amount !== null
                ? fillText(t.perPayroll, { amount: m(d.amount) })
                : d.valueType === 'percentage' && d.rate !== null
                  ? fillText(t.percentage, { rate: formatRate(d.rate / 10_000, language) })
                  : d.valueType === 'legal_maximum'
                    ? t.legalMaximum
                    : null;
            const head =
              t.kinds[d.kind] +
              (d.reference ? ` (${fillText(t.caseNumber, { reference: d.reference })})` : '');
            const parts = [
              value,
              d.lastWithheld === null ? null : fillText(t.lastWithheld, { amount: m(d.lastWithheld) }),
            ].filter((p): p is string => p !== null);
            return parts.length === 0 ? head : `${head}: ${parts.join(', ')}`;
          }),
    closing: fillText(t.closing, { date: formatLongDate(s.issueDate, language) }),
  };
};
