import { useState } from 'react';
import { MenuNote } from '../../../components/ui/menu-note';
import {
  Box,
  Chip,
  CircularProgress,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import Business from '@mui/icons-material/BusinessOutlined';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CompanyData } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useMyCompanies } from '../api/list-my-companies';

type CompanySwitcherProps = {
  company: CompanyData;
  /** Switches the session (see `useSwitchCompany`); rejects when the server refuses. */
  onSwitch: (companyNumber: number) => Promise<unknown>;
  /** The company being switched to, while a switch runs. */
  switching: number | null;
};

/** The header's company chip: shows the current company and opens the user's companies to switch to one. */
export const CompanySwitcher = ({ company, onSwitch, switching }: CompanySwitcherProps) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const companies = useMyCompanies(anchor !== null);
  const close = () => setAnchor(null);

  const choose = async (num: number, name: string) => {
    close();
    try {
      await onSwitch(num);
      enqueueSnackbar(t('layout.company.switched', { company: name }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(translateError(t, error), { variant: 'error' });
      void companies.refetch();
    }
  };

  return (
    <>
      <Tooltip title={t('layout.company.tooltip', { legalId: company.legalId })}>
        <Chip
          icon={switching ? <CircularProgress size={16} /> : <Business fontSize="small" />}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
              <Typography component="span" variant="body2" noWrap sx={{ maxWidth: 260, fontWeight: 500 }}>
                {company.name}
              </Typography>
              <ExpandMore fontSize="small" sx={{ mr: -0.75 }} />
            </Box>
          }
          variant="outlined"
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={switching !== null}
          aria-label={t('layout.company.switchLabel', { company: company.name })}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          data-testid="navbar-company"
          sx={{ display: { xs: 'none', md: 'inline-flex' }, borderRadius: 2 }}
        />
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { minWidth: 300, maxWidth: 420 } },
          list: { 'aria-label': t('layout.company.menuTitle') },
        }}
        data-testid="company-menu"
      >
        <MenuNote sx={{ px: 2, pt: 0.5 }}>
          <Typography variant="overline" component="div" sx={{ color: 'text.secondary' }}>
            {t('layout.company.menuTitle')}
          </Typography>
        </MenuNote>
        <Divider />
        {companies.isPending && (
          <MenuNote sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} />
          </MenuNote>
        )}
        {companies.isError && (
          <MenuNote sx={{ px: 2, py: 1.5 }}>
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {t('layout.company.loadError')}
            </Typography>
          </MenuNote>
        )}
        {companies.data?.map((c) => (
          <MenuItem
            key={c.num_empresa}
            selected={c.current}
            aria-current={c.current ? 'true' : undefined}
            // The current company stays focusable (a menu needs an item to land on; a disabled one would leave
            // the focus on the title) and choosing it just closes the menu.
            onClick={c.current ? close : () => void choose(c.num_empresa, c.name)}
            data-testid={`company-option-${c.num_empresa}`}
          >
            <ListItemIcon>{c.current ? <Check fontSize="small" color="primary" /> : null}</ListItemIcon>
            <ListItemText
              primary={c.name}
              secondary={`${c.legalId} · ${t(`common.roles.${c.role}`)}${c.current ? ` · ${t('layout.company.current')}` : ''}`}
            />
          </MenuItem>
        ))}
        {companies.data?.length === 1 && (
          <MenuNote sx={{ px: 2, pt: 1, pb: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('layout.company.only')}
            </Typography>
          </MenuNote>
        )}
      </Menu>
    </>
  );
};
