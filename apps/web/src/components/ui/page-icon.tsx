import type { SvgIconComponent } from '@mui/icons-material';
import AccessTime from '@mui/icons-material/AccessTime';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Approval from '@mui/icons-material/Approval';
import Badge from '@mui/icons-material/Badge';
import BeachAccess from '@mui/icons-material/BeachAccess';
import Calculate from '@mui/icons-material/Calculate';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Category from '@mui/icons-material/Category';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EventNote from '@mui/icons-material/EventNote';
import FactCheck from '@mui/icons-material/FactCheck';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MedicalServices from '@mui/icons-material/MedicalServices';
import MoreTime from '@mui/icons-material/MoreTime';
import Outbox from '@mui/icons-material/Outbox';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import RuleFolder from '@mui/icons-material/RuleFolder';
import Schedule from '@mui/icons-material/Schedule';
import Settings from '@mui/icons-material/Settings';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import Circle from '@mui/icons-material/CircleOutlined';
import type { SvgIconProps } from '@mui/material';

/**
 * Server menus name their icons (`@mui/icons-material` component names). Only the icons listed here
 * are bundled; an unknown name shows a neutral circle. Add an entry when a page uses a new icon.
 */
const ICONS: Record<string, SvgIconComponent> = {
  AccessTime,
  AccountBalance,
  Approval,
  Badge,
  BeachAccess,
  Calculate,
  CalendarMonth,
  Category,
  Dashboard,
  Description,
  EventNote,
  FactCheck,
  Gavel,
  Groups,
  ManageAccounts,
  MedicalServices,
  MoreTime,
  Outbox,
  Payments,
  People,
  Receipt,
  ReceiptLong,
  RequestQuote,
  RuleFolder,
  Schedule,
  Settings,
  Tune,
  UploadFile,
};

export const pageIconFor = (name: string): SvgIconComponent => ICONS[name] ?? Circle;

export const PageIcon = ({ name, ...props }: { name: string } & SvgIconProps) => {
  const Icon = pageIconFor(name);
  return <Icon {...props} />;
};
