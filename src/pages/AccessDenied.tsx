import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../domain/panelPaths';

/** Shown for a screen the user's role may not open (a direct URL, an old bookmark). */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <>
      <ScreenTitle title={translate('pages.access_denied')} />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <LockIcon color="error" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {translate('pages.access_denied')}
          </Typography>
          <Typography color="text.secondary">{translate('pages.access_denied_text')}</Typography>
          <Button component={Link} to={DASHBOARD_PATH} variant="contained">
            {translate('pages.go_to_dashboard')}
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
