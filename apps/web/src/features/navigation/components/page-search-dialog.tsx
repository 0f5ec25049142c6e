import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Chip,
  CircularProgress,
  Dialog,
  Divider,
  InputBase,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import KeyboardReturn from '@mui/icons-material/KeyboardReturn';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageIcon } from '../../../components/ui/page-icon';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { searchKeys } from '../api/keys';
import { SEARCH_LIMIT_PER_GROUP, type SearchProvider, type SearchResult } from '../search/types';

type PageSearchDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The groups, in order; each answers at most four results. */
  providers: readonly SearchProvider[];
};

/** Ctrl/Cmd+K: search pages, files and contacts; arrows move, Enter opens, Esc closes. */
export const PageSearchDialog = ({ open, onClose, providers }: PageSearchDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="sm"
    sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    slotProps={{ paper: { sx: { mt: { xs: 2, sm: '12vh' } } } }}
  >
    {open && <SearchPanel onClose={onClose} providers={providers} />}
  </Dialog>
);

const SearchPanel = ({ onClose, providers }: Omit<PageSearchDialogProps, 'open'>) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 150);
  const [active, setActive] = useState(0);

  const answers = useQueries({
    queries: providers.map((provider) => ({
      queryKey: searchKeys.group(provider.group, query, i18n.language),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        provider
          .search(query, { queryClient, t, signal })
          .then((results) => results.slice(0, SEARCH_LIMIT_PER_GROUP)),
      enabled: query.length > 0,
      staleTime: 30_000,
    })),
  });

  const groups = providers.map((provider, index) => ({
    group: provider.group,
    results: answers[index]?.data ?? [],
    isLoading: answers[index]?.isFetching ?? false,
  }));
  const flat = groups.flatMap((group) => group.results);
  const loading = groups.some((group) => group.isLoading);

  useEffect(() => setActive(0), [query]);

  const open = (result: SearchResult) => {
    onClose();
    void navigate(result.link);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && flat.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % flat.length);
    } else if (event.key === 'ArrowUp' && flat.length > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      const result = flat[active];
      if (result) {
        event.preventDefault();
        open(result);
      }
    }
  };

  let position = -1;
  return (
    <Box onKeyDown={onKeyDown}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5 }}>
        <Search sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('layout.search.placeholder')}
          inputProps={{ 'aria-label': t('layout.search.label'), 'data-testid': 'page-search-input' }}
          sx={{ fontSize: '1.05rem' }}
        />
        {loading ? (
          <CircularProgress size={18} />
        ) : (
          <Chip size="small" variant="outlined" label={t('layout.search.escape')} onClick={onClose} />
        )}
      </Box>
      <Divider />
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto' }} data-testid="page-search-results">
        {query.length === 0 ? (
          <EmptyState
            icon={<Search />}
            title={t('layout.search.hintTitle')}
            description={t('layout.search.hint')}
          />
        ) : flat.length === 0 && !loading ? (
          <EmptyState
            icon={<SearchOff />}
            title={t('layout.search.noResults', { query })}
            description={t('layout.search.noResultsHint')}
          />
        ) : (
          groups
            .filter((group) => group.results.length > 0)
            .map((group) => (
              <List
                key={group.group}
                dense
                aria-label={t(`layout.search.groups.${group.group}`)}
                subheader={
                  <ListSubheader
                    disableSticky
                    sx={{ typography: 'overline', color: 'text.disabled', lineHeight: '36px', px: 2.5 }}
                  >
                    {t(`layout.search.groups.${group.group}`)}
                  </ListSubheader>
                }
              >
                {group.results.map((result) => {
                  position += 1;
                  const index = position;
                  const selected = index === active;
                  return (
                    // A list holds items: the button sits in its <li> (axe: list).
                    <ListItem key={`${group.group}-${result.id}`} disablePadding>
                      <ListItemButton
                        selected={selected}
                        onMouseMove={() => setActive(index)}
                        onClick={() => open(result)}
                        sx={{ mx: 1, borderRadius: 1.5, px: 1.5 }}
                      >
                        <ListItemIcon sx={{ minWidth: 36 }}>
                          <PageIcon name={result.icon} fontSize="small" />
                        </ListItemIcon>
                        <ListItemText primary={result.title} secondary={result.subtitle} />
                        {selected && <KeyboardReturn fontSize="small" sx={{ color: 'text.disabled' }} />}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            ))
        )}
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 1, display: 'flex', gap: 2, color: 'text.secondary' }}>
        <Typography variant="caption">{t('layout.search.footerNavigate')}</Typography>
        <Typography variant="caption">{t('layout.search.footerOpen')}</Typography>
      </Box>
    </Box>
  );
};
