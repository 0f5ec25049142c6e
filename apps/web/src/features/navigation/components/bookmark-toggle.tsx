import { IconButton, Tooltip } from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useBookmarks } from '../api/get-bookmarks';
import { useToggleBookmark } from '../api/toggle-bookmark';

/** The star on a page header: adds the page to the navbar bookmarks or removes it. */
export const BookmarkToggle = ({ link }: { link: string }) => {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const toggle = useToggleBookmark();
  const entry = bookmarks.data?.find((bookmark) => bookmark.link === link);
  if (!entry) return null;

  const label = entry.isBookmarked ? t('layout.bookmarks.remove') : t('layout.bookmarks.add');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={entry.isBookmarked}
        data-testid="bookmark-toggle"
        size="small"
        onClick={() =>
          toggle.mutate(entry.id, {
            onSuccess: (updated) =>
              enqueueSnackbar(
                updated.isBookmarked ? t('layout.bookmarks.added') : t('layout.bookmarks.removed'),
                {
                  variant: 'success',
                },
              ),
            onError: (error) => enqueueSnackbar(translateError(t, error), { variant: 'error' }),
          })
        }
        sx={{ color: entry.isBookmarked ? 'warning.main' : 'text.disabled' }}
      >
        {entry.isBookmarked ? <Star /> : <StarBorder />}
      </IconButton>
    </Tooltip>
  );
};
