import { Box, type BoxProps } from '@mui/material';

/**
 * Text inside a menu that is not an item (a heading, who is signed in, a note). MUI's menu gives the keyboard
 * focus to its first child unless told to skip it; a focusable non-item inside role="menu" is invalid ARIA and
 * a dead stop for the keyboard.
 */
export const MenuNote = (props: BoxProps) => <Box {...props} />;
MenuNote.muiSkipListHighlight = true;
