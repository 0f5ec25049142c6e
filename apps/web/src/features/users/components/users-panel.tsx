import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  Divider,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  DEFAULT_PAGE_SIZE,
  USER_SORT_FIELDS,
  type Role,
  type UserListRequest,
  type UserRow,
} from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { Can } from '../../../lib/ability';
import { useFormat } from '../../../lib/use-format';
import { useUsers } from '../api/list-users';
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

/** Users of the payroll system in the current company: server-side paging, search and sorting. */
export const UsersPanel = ({ companyName }: { companyName: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'cod_usuario', sort: 'asc' }]);
  const [creating, setCreating] = useState(false);

  const sortItem = sort[0];
  const params: UserListRequest = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
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
        minWidth: 210,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <UserAvatar name={row.name} size={32} />
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={row.name}>
              {row.name}
            </Typography>
          </Stack>
        ),
      },
      { field: 'cod_usuario', headerName: t('users.fields.cod_usuario'), minWidth: 110 },
      { field: 'email', headerName: t('users.fields.email'), flex: 1.2, minWidth: 200 },
      {
        field: 'role',
        headerName: t('users.fields.role'),
        minWidth: 240,
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
            sx={{ opacity: row.active ? 1 : 0.8 }}
            label={row.active ? t('users.status.active') : t('users.status.inactive')}
          />
        ),
      },
      {
        field: 'lastLoginAt',
        headerName: t('users.fields.lastLoginAt'),
        minWidth: 160,
        valueFormatter: (value: string | null) => (value ? format.dateTime(value) : t('users.never')),
      },
      {
        field: 'createdAt',
        headerName: t('users.fields.createdAt'),
        minWidth: 110,
        valueFormatter: (value: string) => format.date(value),
      },
    ],
    [t, format],
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
            setPagination((current) => ({ ...current, page: 0 }));
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
          rows={users.data?.items ?? []}
          columns={columns}
          getRowId={(row) => row.num_usuario}
          rowCount={users.data?.total ?? 0}
          loading={users.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sort}
          onSortModelChange={(model) => {
            setSort(model);
            setPagination((current) => ({ ...current, page: 0 }));
          }}
          sortingOrder={['asc', 'desc']}
          autoHeight
          localeText={{
            noRowsLabel: debouncedSearch
              ? t('users.noMatches', { search: debouncedSearch })
              : t('users.empty'),
          }}
        />
      </Box>
      <NewUserDialog open={creating} onClose={() => setCreating(false)} companyName={companyName} />
    </Card>
  );
};
