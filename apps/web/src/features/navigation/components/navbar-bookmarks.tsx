import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIcon } from '../../../components/ui/page-icon';
import { useBookmarks } from '../api/get-bookmarks';
import { useMenuText } from '../use-menu-text';

/** Bookmarked pages as icon links in the navbar. */
export const NavbarBookmarks = () => {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const text = useMenuText();
  const marked = (bookmarks.data ?? []).filter((entry) => entry.isBookmarked);
  if (marked.length === 0) return null;

  return (
    <Stack
      component="nav"
      direction="row"
      spacing={0.25}
      aria-label={t('layout.bookmarks.label')}
      data-testid="navbar-bookmarks"
    >
      {marked.map((entry) => {
        const title = text.bookmark(entry);
        return (
          <Tooltip key={entry.id} title={title}>
            <IconButton component={Link} to={entry.link} aria-label={title} color="inherit">
              <PageIcon name={entry.icon} fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
};
