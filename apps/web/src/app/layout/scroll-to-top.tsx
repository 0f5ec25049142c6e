import { Fab, Zoom, useScrollTrigger } from '@mui/material';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';

/** Appears once the page is scrolled down; brings it back to the top. */
export const ScrollToTop = () => {
  const { t } = useTranslation();
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: 400 });
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('layout.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
};
