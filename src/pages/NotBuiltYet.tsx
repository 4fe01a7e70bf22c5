import ConstructionIcon from '@mui/icons-material/Construction';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { useLocation } from 'react-router-dom';

/**
 * A screen of the menu whose feature this release does not include yet; says so plainly. The
 * entries sharing its path ('/feedback', '/feedback?section=bank-settlements') each name it.
 */
export function NotBuiltYet({ entries }: { entries: { url: string; key: string; title: string }[] }) {
  const { search } = useLocation();
  const translate = useTranslate();
  const entry = entries.find((e) => search && e.url.endsWith(search)) ?? entries[0];
  const shown = entry ? translate(`menu.${entry.key}`, { _: entry.title }) : '';
  return (
    <>
      <ScreenTitle title={shown} />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <ConstructionIcon color="action" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {shown}
          </Typography>
          <Typography color="text.secondary">{translate('pages.coming_soon')}</Typography>
        </CardContent>
      </Card>
    </>
  );
}
