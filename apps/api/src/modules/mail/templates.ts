import type { Lang } from '../../lib/i18n';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-recovery message, in the language the user asked in. */
export const passwordRecoveryMail = (lang: Lang, name: string, link: string, minutes: number) =>
  lang === 'en'
    ? {
        subject: 'Planilla CR: reset your password',
        text: `Hello ${name},\n\nSomeone asked to reset your Planilla CR password. If it was you, open this link within ${minutes} minutes:\n\n${link}\n\nIf it was not you, ignore this message; your password does not change.\n\nPlanilla CR`,
        html: `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset your Planilla CR password. If it was you, open this link within ${minutes} minutes:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If it was not you, ignore this message; your password does not change.</p><p>Planilla CR</p>`,
      }
    : {
        subject: 'Planilla CR: restablecer su contraseña',
        text: `Hola ${name}:\n\nSe solicitó restablecer su contraseña de Planilla CR. Si fue usted, abra este enlace en los próximos ${minutes} minutos:\n\n${link}\n\nSi no fue usted, ignore este mensaje; su contraseña no cambia.\n\nPlanilla CR`,
        html: `<p>Hola ${escapeHtml(name)}:</p><p>Se solicitó restablecer su contraseña de Planilla CR. Si fue usted, abra este enlace en los próximos ${minutes} minutos:</p><p><a href="${escapeHtml(link)}">Restablecer mi contraseña</a></p><p>Si no fue usted, ignore este mensaje; su contraseña no cambia.</p><p>Planilla CR</p>`,
      };

/**
 * The invitation of a new user (or the same again from the users screen): their user code, the company, and a
 * link to choose their own password, in the language of the administrator who sent it.
 */
export const passwordSetupMail = (
  lang: Lang,
  m: { name: string; userCode: string; companyName: string; link: string; hours: number },
) =>
  lang === 'en'
    ? {
        subject: 'Planilla CR: choose your password',
        text: `Hello ${m.name},\n\nYou have a Planilla CR user for ${m.companyName}. Your user code is ${m.userCode}. Choose your password with this link within ${m.hours} hours:\n\n${m.link}\n\nThen sign in with your user code and that password.\n\nPlanilla CR`,
        html: `<p>Hello ${escapeHtml(m.name)},</p><p>You have a Planilla CR user for ${escapeHtml(m.companyName)}. Your user code is <strong>${escapeHtml(m.userCode)}</strong>. Choose your password with this link within ${m.hours} hours:</p><p><a href="${escapeHtml(m.link)}">Choose my password</a></p><p>Then sign in with your user code and that password.</p><p>Planilla CR</p>`,
      }
    : {
        subject: 'Planilla CR: elija su contraseña',
        text: `Hola ${m.name}:\n\nTiene un usuario de Planilla CR para ${m.companyName}. Su código de usuario es ${m.userCode}. Elija su contraseña con este enlace en las próximas ${m.hours} horas:\n\n${m.link}\n\nLuego ingrese con su código de usuario y esa contraseña.\n\nPlanilla CR`,
        html: `<p>Hola ${escapeHtml(m.name)}:</p><p>Tiene un usuario de Planilla CR para ${escapeHtml(m.companyName)}. Su código de usuario es <strong>${escapeHtml(m.userCode)}</strong>. Elija su contraseña con este enlace en las próximas ${m.hours} horas:</p><p><a href="${escapeHtml(m.link)}">Elegir mi contraseña</a></p><p>Luego ingrese con su código de usuario y esa contraseña.</p><p>Planilla CR</p>`,
      };

/**
 * A payment voucher for an employee (Spanish: the company's staff in Costa Rica). The PDF goes as an attachment
 * rendered at send time; `protectedPdf` tells that it opens with the employee's cédula.
 */
export const paymentVoucherMail = (m: {
  name: string;
  companyName: string;
  /** The payroll's one name (`payrollName`): `Planilla quincenal 22`. */
  payrollName: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  protectedPdf: boolean;
}) => {
  const protectedText = m.protectedPdf
    ? ' El archivo está protegido: ábralo con su número de cédula (sin guiones).'
    : '';
  return {
    subject: `Comprobante de pago ${m.companyName}: ${m.payDate}`,
    text: `Hola ${m.name}:\n\nAdjuntamos su comprobante de pago (${m.payrollName}), del ${m.periodStart} al ${m.periodEnd}, pagado el ${m.payDate}.${protectedText}\n\n${m.companyName}`,
    html: `<p>Hola ${escapeHtml(m.name)}:</p><p>Adjuntamos su comprobante de pago (${escapeHtml(m.payrollName)}), del ${escapeHtml(m.periodStart)} al ${escapeHtml(m.periodEnd)}, pagado el ${escapeHtml(m.payDate)}.${escapeHtml(protectedText)}</p><p>${escapeHtml(m.companyName)}</p>`,
  };
};

/** HR's decision on an employee's vacation request (Spanish: the company's staff in Costa Rica). */
export const vacationRequestDecidedMail = (m: {
  name: string;
  companyName: string;
  from: string;
  to: string;
  days: number;
  approved: boolean;
  reason: string | null;
}) => {
  const what = m.approved ? 'aprobó' : 'rechazó';
  const why = m.reason ? ` Motivo: ${m.reason}` : '';
  const line = `${m.companyName} ${what} su solicitud de vacaciones del ${m.from} al ${m.to} (${m.days} días hábiles).${why}`;
  return {
    subject: `Solicitud de vacaciones ${m.approved ? 'aprobada' : 'rechazada'}: ${m.from} al ${m.to}`,
    text: `Hola ${m.name}:\n\n${line}\n\n${m.companyName}`,
    html: `<p>Hola ${escapeHtml(m.name)}:</p><p>${escapeHtml(line)}</p><p>${escapeHtml(m.companyName)}</p>`,
  };
};

/** A header value from data (a company's name): line breaks and other control characters become spaces. */
const headerSafe = (s: string) =>
  [...s]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === '\u2028' || c === '\u2029' ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * The notice to an employee's e-mail on file when someone asks, in their name, to change the bank account their pay
 * goes to (a classic payroll fraud): it goes to the previous address, before HR decides. No link, no account number.
 */
export const bankChangeNoticeMail = (m: { name: string; companyName: string; requestedAt: string }) => {
  const company = headerSafe(m.companyName);
  const line = `Se solicitó cambiar la cuenta bancaria (IBAN) en la que ${m.companyName} le deposita el salario (solicitud del ${m.requestedAt}). Recursos Humanos la revisará antes de aplicarla.`;
  const warn = 'Si no fue usted, avise de inmediato a Recursos Humanos y cambie su contraseña de Planilla CR.';
  return {
    subject: `${company}: solicitud de cambio de su cuenta bancaria`,
    text: `Hola ${m.name}:\n\n${line}\n\n${warn}\n\n${m.companyName}`,
    html: `<p>Hola ${escapeHtml(m.name)}:</p><p>${escapeHtml(line)}</p><p><strong>${escapeHtml(warn)}</strong></p><p>${escapeHtml(m.companyName)}</p>`,
  };
};

const DATA_FIELD_NAMES = {
  phone: 'teléfono',
  email: 'correo electrónico',
  address: 'dirección',
  iban: 'cuenta IBAN',
} as const;

/** HR's decision on an employee's request to change their data (Spanish: the company's staff in Costa Rica). */
export const dataChangeDecidedMail = (m: {
  name: string;
  companyName: string;
  /** The data asked for. */
  fields: readonly ('phone' | 'email' | 'address' | 'iban')[];
  approved: boolean;
  reason: string | null;
}) => {
  const company = headerSafe(m.companyName);
  const what = m.approved ? 'aprobó y aplicó' : 'rechazó';
  const why = m.reason ? ` Motivo: ${m.reason}` : '';
  const fields = m.fields.map((f) => DATA_FIELD_NAMES[f]).join(', ');
  const line = `${m.companyName} ${what} su solicitud de cambio de datos (${fields}).${why}`;
  return {
    subject: `${company}: solicitud de cambio de datos ${m.approved ? 'aprobada' : 'rechazada'}`,
    text: `Hola ${m.name}:\n\n${line}\n\n${m.companyName}`,
    html: `<p>Hola ${escapeHtml(m.name)}:</p><p>${escapeHtml(line)}</p><p>${escapeHtml(m.companyName)}</p>`,
  };
};
