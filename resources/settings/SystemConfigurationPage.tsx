import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PANEL_SETTINGS_PATH } from './paths';

/** setting/system-configuration: a placeholder (spec section 2), said plainly. */
export default function SystemConfigurationPage() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('settings.system.title')} />
      <Card variant="outlined" sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ConstructionIcon color="primary" fontSize="large" />
            <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
              {translate('settings.system.coming_soon')}
            </Typography>
            <Typography color="text.secondary">{translate('settings.system.body')}</Typography>
            <Button component={Link} to={PANEL_SETTINGS_PATH} variant="outlined">
              {translate('settings.system.go')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
