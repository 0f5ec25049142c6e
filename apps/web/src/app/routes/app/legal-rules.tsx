import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LegalRulesPanel } from '../../../features/legal-rules/components/legal-rules-panel';
import { isLegalTab } from '../../../features/legal-rules/components/rule-tables';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { useAppAbility } from '../../../lib/ability';
import { useSession } from '../../../lib/session';
import { usePageHeading } from './use-page-heading';

/**
 * `/payroll/parameters/legalrules/list`: the law's rule tables (every role reads them). The installation's
 * system administrator registers newly published values; `?tab=` names the open table.
 */
export const LegalRulesRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('parameters-legal-rules');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isLegalTab(requested) ? requested : 'salaryTax';
  const session = useSession();
  const ability = useAppAbility();
  // The law is shared by every company: its system administrator registers it, not each company's.
  const canRegister = ability.can('manage', 'all') && session?.userData.systemAdmin === true;
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('legalRules.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <LegalRulesPanel
        tab={tab}
        onTabChange={(next) => setParams(next === 'salaryTax' ? {} : { tab: next }, { replace: true })}
        canRegister={canRegister}
      />
    </>
  );
};
