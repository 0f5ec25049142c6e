import { expect as baseExpect, test } from './fixtures';
import { shot, submitCredentials, watchConsole } from './support';

/** Generous waits: rendering PDFs and the mail worker's passes (every 5 s) may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });
const PAGE = '/payroll/postpayroll/paydocument';

/**
 * The e2e server runs without SMTP (`SMTP_URL=''`): the mail worker keeps the messages queued and writes each
 * once to the data folder as an .eml file. The status then reads "Guardado como .eml (sin servidor de correo)";
 * with a mail server it reads "Enviado el …". Either proves the voucher left the "not sent" state exactly once
 * (docs/decisions.md, "Payment vouchers and their e-mail").
 */
test('preview a voucher of a closed demo payroll, send the vouchers and watch their statuses', async ({
  page,
}) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Comprobantes de pago' })).toBeVisible();
  // The most recent closed payroll of the demo opens by itself.
  await expect(page.getByTestId('vouchers-payroll')).toContainText('cerrada');
  await expect(page.getByTestId('vouchers-progress')).toBeVisible();
  const statuses = page.locator('[data-testid^="voucher-status-"]');
  await expect(statuses.first()).toBeVisible();
  await shot(page, 'vouchers-es');

  // Preview: the PDF in a dialog with a title, logged in the document log.
  await page
    .getByRole('button', { name: /^Vista previa del comprobante de / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Comprobante de pago de / })).toBeVisible();
  await expect(dialog.getByTestId('voucher-preview')).toBeVisible();
  await expect(dialog.getByTestId('voucher-preview')).toHaveAttribute('src', /^blob:/);
  await shot(page, 'vouchers-preview-es');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  // The document log (the page's last grid, newest first) shows the preview.
  const log = page.getByRole('grid').last();
  await expect(page.getByRole('heading', { name: 'Bitácora de documentos' })).toBeVisible();
  await expect(log.getByText('Vista previa').first()).toBeVisible();

  // Send them all: queued once, the employees without e-mail named.
  await page.getByRole('button', { name: 'Enviar todos por correo' }).click();
  await expect(page.getByTestId('vouchers-send-result')).toContainText('en cola');
  // Every voucher with an address leaves "not sent"; the worker's pass turns each to sent (SMTP) or local copy.
  const reachable = page.locator('[data-testid^="voucher-status-"]:not([data-status="not_sent"])');
  await expect(reachable.first()).toBeVisible();
  await expect(reachable.first()).toContainText(/Enviado el|\.eml/);
  await expect(page.locator('[data-testid^="voucher-status-"][data-status="failed"]')).toHaveCount(0);

  // Sending again skips every voucher already sent or queued, and says so.
  await page.getByRole('button', { name: 'Enviar todos por correo' }).click();
  await expect(page.getByTestId('vouchers-send-result')).toContainText(/^0 comprobantes en cola/);

  // And then the queued messages.
  await expect(log.getByText('En cola').first()).toBeVisible();
  await shot(page, 'vouchers-sent-es');
  console.expectNone();
});
