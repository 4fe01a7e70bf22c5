import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { displayName } from '../../domain/user';
import { MessagePreferenceCard } from '../../resources/messages/MessagePreferenceCard';
import { AvatarUpload } from './profile/AvatarUpload';
import { ChangePasswordForm } from './profile/ChangePasswordForm';
import { ProfileDetailsForm } from './profile/ProfileDetailsForm';
import { useMe } from './useMe';

/** profile/list: the signed-in user's own details, picture and password (issue 3, item 6). */
export default function ProfilePage() {
  const me = useMe();
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('profile.title')} />
      <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
        {me.isError ? <Alert severity="error">{me.error.message}</Alert> : null}
        {me.isPending ? <Typography>{translate('profile.loading')}</Typography> : null}
        {me.data ? (
          <>
            <Card>
              <CardContent>
                <Stack spacing={2}>
                  <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
                    {displayName(me.data)}
                  </Typography>
                  <Typography color="text.secondary">
                    {me.data.email} · {translate(`roles.${me.data.role.key}`, { _: me.data.role.name })}
                  </Typography>
                  <AvatarUpload me={me.data} />
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={translate('profile.your_details')} />
              <CardContent>
                <ProfileDetailsForm key={me.data.id} me={me.data} />
              </CardContent>
            </Card>
            {me.data.role.key === 'user' ? <MessagePreferenceCard tenantId={me.data.id} own /> : null}
            <Card>
              <CardHeader title={translate('profile.change_password')} />
              <CardContent>
                <ChangePasswordForm />
              </CardContent>
            </Card>
          </>
        ) : null}
      </Stack>
    </>
  );
}
