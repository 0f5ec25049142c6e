import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { fileSize } from './import-logic';

type FileDropZoneProps = {
  /** The file input's `accept`, e.g. `.xlsx,.csv`. */
  accept: string;
  /** Formats and size limit, shown under the button. */
  hint: string;
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** `data-testid` of the file input (Playwright sets files on it). */
  inputTestId: string;
};

/** A file chosen by dragging it onto the zone or with the button; the chosen file's name and size. */
export const FileDropZone = ({
  accept,
  hint,
  file,
  onFile,
  disabled = false,
  inputTestId,
}: FileDropZoneProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const size = file ? fileSize(file.size) : null;
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <Box
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        px: 3,
        py: 3.5,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <UploadFileOutlined sx={{ fontSize: 40, color: over ? 'primary.main' : 'text.secondary' }} />
        <Typography variant="subtitle1">{t('employeeImport.file.drop')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('employeeImport.file.or')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {file ? t('employeeImport.file.change') : t('employeeImport.file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          disabled={disabled}
          data-testid={inputTestId}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Choosing the same file again must fire again (after fixing it, say).
            event.target.value = '';
            if (chosen) onFile(chosen);
          }}
        />
        <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
        {file && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', pt: 1, maxWidth: '100%' }}
            data-testid={`${inputTestId}-name`}
          >
            <InsertDriveFileOutlined fontSize="small" color="primary" />
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {size && t(`employeeImport.file.size.${size.unit}`, { size: format.number(size.value) })}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Box>
  );
};
