import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { SOCIAL_PLATFORM_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from '../../domain/settingMessages';
import type { AppSetting } from './settingApi';

const ICONS: Record<SocialPlatform, ReactElement> = {
  facebook: <FacebookIcon fontSize="small" />,
  instagram: <InstagramIcon fontSize="small" />,
  twitter: <XIcon fontSize="small" />,
  whatsapp: <WhatsAppIcon fontSize="small" />,
  linkedin: <LinkedInIcon fontSize="small" />,
  youtube: <YouTubeIcon fontSize="small" />,
};

/** The vendor's name, address, description and social links, with the button that edits them. */
export function VendorDetailsCard({
  setting,
  editable,
  onEdit,
}: {
  setting: AppSetting;
  editable: boolean;
  onEdit: () => void;
}) {
  const translate = useTranslate();
  const links = SOCIAL_PLATFORMS.filter((p) => setting.media[p]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 1 }}
          >
            <div>
              <Typography variant="overline" color="text.secondary">
                {translate('settings.vendor.details')}
              </Typography>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {setting.name || translate('settings.vendor.no_name')}
              </Typography>
            </div>
            {editable ? (
              <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} sx={{ flexShrink: 0 }}>
                {translate('settings.vendor.edit')}
              </Button>
            ) : null}
          </Stack>
          {setting.address ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
              <LocationOnOutlinedIcon fontSize="small" sx={{ mt: 0.25 }} />
              <Typography sx={{ overflowWrap: 'anywhere' }}>{setting.address}</Typography>
            </Stack>
          ) : null}
          {setting.description ? (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {setting.description}
            </Typography>
          ) : null}
          {!setting.name && !setting.address && !setting.description ? (
            <Typography color="text.secondary">
              {translate(editable ? 'settings.vendor.empty_editable' : 'settings.vendor.empty')}
            </Typography>
          ) : null}
          <div>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
              {translate('settings.vendor.social_links')}
            </Typography>
            {links.length ? (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {links.map((platform) => (
                  <Stack
                    component="li"
                    key={platform}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                  >
                    {ICONS[platform]}
                    <Link
                      href={setting.media[platform]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={SOCIAL_PLATFORM_LABELS[platform]}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {setting.media[platform]}
                    </Link>
                  </Stack>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{translate('settings.vendor.no_links')}</Typography>
            )}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
