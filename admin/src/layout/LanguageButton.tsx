import { useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocales, useLocaleState } from 'react-admin';

/**
 * The app bar's language button (react-admin's LocalesMenuButton, same look and menu), whose
 * menu is mounted when first opened: LocalesMenuButton keeps its menu mounted from the start
 * (popover, modal, list and items rendered hidden), a good part of the app bar's first render
 * on a phone (issue 17, docs/delivery.md "A light admin").
 */
export function LanguageButton() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpened(true);
  };
  const close = () => setAnchor(null);
  const name = languages.find((l) => l.locale === locale)?.name ?? '';
  return (
    <span>
      <Button
        color="inherit"
        variant="text"
        aria-controls={opened ? 'language-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={open}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {name}
      </Button>
      {opened && (
        <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
          {languages.map((language) => (
            <MenuItem
              key={language.locale}
              selected={language.locale === locale}
              onClick={() => {
                setLocale(language.locale);
                close();
              }}
            >
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </span>
  );
}
