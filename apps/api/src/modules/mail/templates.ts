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
