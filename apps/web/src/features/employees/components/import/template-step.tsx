import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import FileDownload from '@mui/icons-material/FileDownload';
import { IMPORT_COLUMNS } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/errors';
import { useDownloadImportTemplate } from '../../api/import-employees';

const REQUIRED = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.column);
const OPTIONAL = IMPORT_COLUMNS.filter((c) => !c.required).map((c) => c.column);
const NOTES = ['catalogs', 'dates', 'salary', 'other'] as const;

const ColumnChips = ({
  title,
  columns,
  required,
}: {
  title: string;
  columns: string[];
  required: boolean;
}) => (
  <Box>
    <Typography variant="subtitle2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {columns.map((column) => (
        <Chip
          key={column}
          label={column}
          size="small"
          color={required ? 'primary' : 'default'}
          variant={required ? 'filled' : 'outlined'}
          sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}
        />
      ))}
    </Stack>
  </Box>
);

/** Step 1: the template to fill (Excel or CSV) and what each column takes. */
export const TemplateStep = ({ onNext }: { onNext: () => void }) => {
  const { t } = useTranslation();
  const download = useDownloadImportTemplate();
  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>{t('employeeImport.template.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          startIcon={<FileDownload />}
          disabled={download.isPending}
          onClick={() => download.mutate('xlsx')}
          data-testid="template-xlsx"
        >
          {t('employeeImport.template.excel')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          disabled={download.isPending}
          onClick={() => download.mutate('csv')}
          data-testid="template-csv"
        >
          {t('employeeImport.template.csv')}
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" onClose={() => download.reset()}>
          {translateError(t, download.error)}
        </Alert>
      )}
      <ColumnChips title={t('employeeImport.template.required')} columns={REQUIRED} required />
      <ColumnChips title={t('employeeImport.template.optional')} columns={OPTIONAL} required={false} />
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
        {NOTES.map((note) => (
          <Typography component="li" variant="body2" key={note}>
            {t(`employeeImport.template.notes.${note}`)}
          </Typography>
        ))}
      </Box>
      <Box>
        <Button variant="outlined" endIcon={<ArrowForward />} onClick={onNext} data-testid="template-next">
          {t('employeeImport.template.next')}
        </Button>
      </Box>
    </Stack>
  );
};
