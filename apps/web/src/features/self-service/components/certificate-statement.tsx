import { Box, Divider, Stack, Typography } from '@mui/material';
import { certificateSentences, type SalaryCertificateStatement } from '@planilla/contracts';
import { useFormat } from '../../../lib/use-format';

/**
 * What a salary certificate states, sentence by sentence, in the interface language: the wording of its PDF
 * (`certificateSentences`, contracts), so the verification page shows exactly what the paper says.
 */
export const CertificateStatement = ({ statement }: { statement: SalaryCertificateStatement }) => {
  const f = useFormat();
  const say = certificateSentences(statement, f.catalogue);
  return (
    <Stack spacing={2} data-testid="certificate-statement">
      <Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {statement.company.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {say.intro}
        </Typography>
      </Box>
      <Typography data-testid="certificate-employee">{say.body}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {say.fields.map((field) => (
          <Box key={field.label}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {field.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {field.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {say.averagesTitle}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {say.averages.map((a) => (
            <Box key={a.label}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {a.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {a.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {say.deductionsTitle}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="certificate-deductions">
          {say.deductions.map((d) => (
            <Typography component="li" variant="body2" key={d}>
              {d}
            </Typography>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {say.closing}
      </Typography>
    </Stack>
  );
};
