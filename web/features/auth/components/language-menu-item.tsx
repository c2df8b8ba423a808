import { Menu } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../../i18n/locale.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useSetLanguage } from '../auth.queries.ts';

function CheckIcon() {
  return (
    <Icon>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

/**
 * The language choice, for the header's account menu (set apart from what is above it): an item
 * per language, the one shown ticked. Choosing one changes the interface at once and saves it for the person.
 */
export function LanguageMenuItem() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  const labelId = useId();
  return (
    <>
      <Menu.Divider />
      <div role="group" aria-labelledby={labelId}>
        <Menu.Label id={labelId}>{t('language.menuLabel')}</Menu.Label>
        {SUPPORTED_LANGUAGES.map((language) => {
          const isShown = language === i18n.language;
          return (
            <Menu.Item
              key={language}
              lang={language}
              aria-current={isShown ? 'true' : undefined}
              leftSection={isShown ? <CheckIcon /> : <span style={{ width: 18 }} />}
              onClick={() => {
                if (!isShown) setLanguage.mutate(language);
              }}
            >
              {t(`language.names.${language}`)}
            </Menu.Item>
          );
        })}
      </div>
    </>
  );
}
