import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '../i18n/useI18n.ts';

/** A link to the same screen in another language (`/login/es`, `/secret?language=es`). */
export interface LanguageLink {
  language: string;
  label: string;
  href: string;
}

interface AccountCardProps {
  title: string;
  children: ReactNode;
  /** Links to this screen in the other languages; the current one is shown as text. */
  languageLinks?: readonly LanguageLink[];
}

/** The frame of every sign-in and account screen: a centred card that fills a phone's width. */
export function AccountCard({ title, children, languageLinks }: AccountCardProps) {
  const { t, language } = useI18n();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: { xs: 1.5, sm: 2 },
        pt: { xs: 4, sm: 2 },
      }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t('account.common.appName')}
          </Typography>
          {languageLinks && languageLinks.length > 1 ? (
            <Stack
              direction="row"
              spacing={1}
              component="nav"
              aria-label={t('account.common.language')}
            >
              {languageLinks.map((link) =>
                link.language === language ? (
                  <Typography key={link.language} variant="caption" sx={{ fontWeight: 700 }}>
                    {link.label}
                  </Typography>
                ) : (
                  <Link key={link.language} href={link.href} variant="caption" lang={link.language}>
                    {link.label}
                  </Link>
                ),
              )}
            </Stack>
          ) : null}
        </Stack>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
