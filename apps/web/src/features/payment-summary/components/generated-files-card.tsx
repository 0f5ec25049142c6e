import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useBankFiles, useDownloadBankFile } from '../api/payment-summary';

/** The bank files generated for the payroll, with their checksum, to download again. */
export const GeneratedFilesCard = ({ payrollId }: { payrollId: number }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const files = useBankFiles(payrollId);
  const download = useDownloadBankFile();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('paymentSummary.files.title')}
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
            {translateError(t, download.error)}
          </Alert>
        )}
        {files.data?.length === 0 ? (
          <Typography variant="body2">{t('paymentSummary.files.none')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="generated-files">
              <TableHead>
                <TableRow>
                  <TableCell>{t('paymentSummary.files.name')}</TableCell>
                  <TableCell>{t('paymentSummary.files.layout')}</TableCell>
                  <TableCell align="right">{t('paymentSummary.files.records')}</TableCell>
                  <TableCell align="right">{t('paymentSummary.files.total')}</TableCell>
                  <TableCell>{t('paymentSummary.files.checksum')}</TableCell>
                  <TableCell align="right">{t('paymentSummary.files.size')}</TableCell>
                  <TableCell>{t('paymentSummary.files.created')}</TableCell>
                  <TableCell>{t('paymentSummary.files.download')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(files.data ?? []).map((g) => (
                  <TableRow key={g.id} data-testid="generated-file-row">
                    <TableCell sx={{ wordBreak: 'break-all' }}>{g.nom_archivo}</TableCell>
                    <TableCell>{g.layoutCode}</TableCell>
                    <TableCell align="right" data-testid="file-records">
                      {f.number(g.recordCount)}
                    </TableCell>
                    <TableCell align="right" data-testid="file-total">
                      {f.centimos(g.totalAmount)}
                    </TableCell>
                    <TableCell>
                      <Box component="code" title={g.sha256} sx={{ fontSize: 12, wordBreak: 'break-all' }}>
                        {g.sha256}
                      </Box>
                    </TableCell>
                    <TableCell align="right">{f.number(g.byteSize)} B</TableCell>
                    <TableCell>
                      {f.dateTime(g.createdAt)}
                      {g.createdBy ? ` · ${g.createdBy}` : ''}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        startIcon={<FileDownload />}
                        disabled={download.isPending}
                        onClick={() => download.mutate(g)}
                        aria-label={t('paymentSummary.files.downloadLabel', { name: g.nom_archivo })}
                        data-testid="download-bank-file"
                      >
                        {t('paymentSummary.files.download')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
