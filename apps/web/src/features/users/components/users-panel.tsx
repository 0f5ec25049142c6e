import { useCallback, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  Divider,
  IconButton,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import Edit from '@mui/icons-material/Edit';
import ForwardToInbox from '@mui/icons-material/ForwardToInboxOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Restore from '@mui/icons-material/Restore';
import Search from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DEFAULT_PAGE_SIZE,
  PASSWORD_SETUP_HOURS,
  USER_SORT_FIELDS,
  type Role,
  type UserListRequest,
  type UserRow,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { Can, useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useFormat } from '../../../lib/use-format';
import { useActivateUser } from '../api/activate-user';
import { useDeactivateUser } from '../api/deactivate-user';
import { useUsers } from '../api/list-users';
import { useSendPasswordSetup } from '../api/send-password-setup';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { NewUserDialog } from './new-user-dialog';

type SortField = (typeof USER_SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField =>
  (USER_SORT_FIELDS as readonly string[]).includes(field);

const ROLE_COLORS: Record<Role, 'primary' | 'info' | 'success' | 'secondary'> = {
  admin: 'primary',
  payroll_manager: 'info',
  hr_assistant: 'success',
  auditor: 'secondary',
};

const PAGE_SIZES = [10, 25, 50, 100];

type PendingAction = { kind: 'deactivate' | 'passwordSetup'; user: UserRow };

/**
 * Users of the payroll system in the current company: server-side paging, search and sorting; for those who
 * may (update User), edit, deactivate or reactivate, and send the password e-mail.
 */
export const UsersPanel = ({ companyName }: { companyName: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const grid = useServerGrid({
    initialSort: [{ field: 'cod_usuario', sort: 'asc' }],
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const { search, setSearch, debouncedSearch, sortItem } = grid;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [confirming, setConfirming] = useState<PendingAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: UserRow } | null>(null);
  const canUpdate = useAppAbility().can('update', 'User');
  const selfId = useSession()?.userData.num_usuario;
  const deactivate = useDeactivateUser();
  const activate = useActivateUser();
  const sendSetup = useSendPasswordSetup();
  const pending = deactivate.isPending || sendSetup.isPending;

  const openConfirm = useCallback((action: PendingAction) => {
    setActionError(null);
    setConfirming(action);
  }, []);

  const reactivate = useCallback(
    async (user: UserRow) => {
      try {
        await activate.mutateAsync(user.num_usuario);
        enqueueSnackbar(t('users.reactivated', { code: user.cod_usuario }), { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(translateError(t, error), { variant: 'error' });
      }
    },
    [activate, t],
  );

  const confirm = async () => {
    if (!confirming) return;
    const { kind, user } = confirming;
    setActionError(null);
    try {
      if (kind === 'deactivate') {
        await deactivate.mutateAsync(user.num_usuario);
        enqueueSnackbar(t('users.deactivate.done', { code: user.cod_usuario }), { variant: 'success' });
      } else {
        await sendSetup.mutateAsync(user.num_usuario);
        enqueueSnackbar(t('users.passwordSetup.done', { email: user.email }), { variant: 'success' });
      }
      setConfirming(null);
    } catch (error) {
      setActionError(translateError(t, error));
    }
  };

  const params: UserListRequest = {
    ...grid.request,
    sortBy: sortItem && isSortField(sortItem.field) ? sortItem.field : 'cod_usuario',
    sortDir: sortItem?.sort === 'desc' ? 'desc' : 'asc',
  };
  const users = useUsers(params);

  const columns = useMemo<GridColDef<UserRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('users.fields.name'),
        flex: 1.2,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <UserAvatar name={row.name} size={32} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={row.name}>
                {row.name}
              </Typography>
              {row.num_usuario === selfId && (
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ color: 'text.secondary', lineHeight: 1.2 }}
                >
                  {t('users.self')}
                </Typography>
              )}
            </Box>
          </Stack>
        ),
      },
      { field: 'cod_usuario', headerName: t('users.fields.cod_usuario'), minWidth: 100 },
      { field: 'email', headerName: t('users.fields.email'), flex: 1.2, minWidth: 180 },
      {
        field: 'role',
        headerName: t('users.fields.role'),
        minWidth: 200,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={ROLE_COLORS[row.role]}
            label={t(`common.roles.${row.role}`)}
          />
        ),
      },
      {
        field: 'active',
        headerName: t('users.fields.active'),
        sortable: false,
        minWidth: 100,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.active ? 'success' : 'secondary'}
            label={row.active ? t('users.status.active') : t('users.status.inactive')}
          />
        ),
      },
      {
        field: 'lastLoginAt',
        headerName: t('users.fields.lastLoginAt'),
        minWidth: 145,
        valueFormatter: (value: string | null) => (value ? format.dateTime(value) : t('users.never')),
      },
      {
        field: 'createdAt',
        headerName: t('users.fields.createdAt'),
        minWidth: 110,
        valueFormatter: (value: string) => format.date(value),
      },
      ...(canUpdate
        ? [
            {
              field: 'actions',
              headerName: t('users.fields.actions'),
              sortable: false,
              width: 96,
              align: 'right',
              headerAlign: 'right',
              renderCell: ({ row }) => (
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', width: '100%' }}>
                  <Tooltip title={t('users.actions.edit')}>
                    <IconButton
                      size="small"
                      onClick={() => setEditing(row)}
                      aria-label={`${t('users.actions.edit')}: ${row.cod_usuario}`}
                      data-testid={`edit-user-${row.cod_usuario}`}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('users.actions.more')}>
                    <IconButton
                      size="small"
                      onClick={(event) => setMenu({ anchor: event.currentTarget, user: row })}
                      aria-label={`${t('users.actions.more')}: ${row.cod_usuario}`}
                      aria-haspopup="menu"
                      data-testid={`user-actions-${row.cod_usuario}`}
                    >
                      <MoreVert fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              ),
            } satisfies GridColDef<UserRow>,
          ]
        : []),
    ],
    [t, format, canUpdate, selfId],
  );

  return (
    <Card>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: 2.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <TextField
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          placeholder={t('users.search')}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 380 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('users.search'), 'data-testid': 'users-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Can I="create" a="User">
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setCreating(true)}
            data-testid="new-user"
          >
            {t('users.new')}
          </Button>
        </Can>
      </Stack>
      <Divider />
      <Box sx={{ width: '100%' }} data-testid="users-grid">
        <AppDataGrid<UserRow>
          {...grid.gridProps(users)}
          columns={columns}
          getRowId={(row) => row.num_usuario}
          pageSizeOptions={PAGE_SIZES}
          localeText={{
            noRowsLabel: debouncedSearch
              ? t('users.noMatches', { search: debouncedSearch })
              : t('users.empty'),
          }}
        />
      </Box>
      <NewUserDialog open={creating} onClose={() => setCreating(false)} companyName={companyName} />
      <Menu
        anchorEl={menu?.anchor}
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {menu && (
          <MenuItem
            disabled={!menu.user.active}
            onClick={() => {
              openConfirm({ kind: 'passwordSetup', user: menu.user });
              setMenu(null);
            }}
            data-testid={`password-setup-${menu.user.cod_usuario}`}
          >
            <ListItemIcon>
              <ForwardToInbox fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('users.actions.sendPasswordSetup')}</ListItemText>
          </MenuItem>
        )}
        {menu && (
          <MenuItem
            disabled={menu.user.active && menu.user.num_usuario === selfId}
            onClick={() => {
              if (menu.user.active) openConfirm({ kind: 'deactivate', user: menu.user });
              else void reactivate(menu.user);
              setMenu(null);
            }}
            data-testid={`toggle-user-${menu.user.cod_usuario}`}
            sx={menu.user.active ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              {menu.user.active ? <Block fontSize="small" /> : <Restore fontSize="small" />}
            </ListItemIcon>
            <ListItemText
              secondary={
                menu.user.active && menu.user.num_usuario === selfId
                  ? t('users.actions.cannotDeactivateSelf')
                  : undefined
              }
            >
              {menu.user.active ? t('users.actions.deactivate') : t('users.actions.reactivate')}
            </ListItemText>
          </MenuItem>
        )}
      </Menu>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} companyName={companyName} />
      <ConfirmDialog
        open={confirming !== null}
        testId={confirming?.kind === 'passwordSetup' ? 'confirm-password-setup' : 'confirm-deactivate'}
        title={
          confirming?.kind === 'passwordSetup'
            ? t('users.passwordSetup.title', { email: confirming.user.email })
            : t('users.deactivate.title', { name: confirming?.user.name ?? '' })
        }
        description={
          confirming?.kind === 'passwordSetup'
            ? t('users.passwordSetup.description', {
                name: confirming.user.name,
                hours: PASSWORD_SETUP_HOURS,
              })
            : t('users.deactivate.description', { company: companyName })
        }
        confirmLabel={
          confirming?.kind === 'passwordSetup'
            ? t('users.passwordSetup.confirm')
            : t('users.deactivate.confirm')
        }
        confirmColor={confirming?.kind === 'passwordSetup' ? 'primary' : 'error'}
        pending={pending}
        error={actionError}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
};
