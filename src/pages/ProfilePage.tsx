import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { displayName } from '../../domain/user';
import { useMe } from './useMe';

const Row = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
    <Typography color="text.secondary" sx={{ minWidth: 140 }}>
      {label}
    </Typography>
    <Typography>{value || '-'}</Typography>
  </Stack>
);

/** profile/list: the signed-in user's own details (editing arrives with the accounts issue). */
export default function ProfilePage() {
  const me = useMe();
  return (
    <>
      <Title title="Profile" />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent>
          {me.isError ? <Alert severity="error">{me.error.message}</Alert> : null}
          {me.isPending ? <Typography>Loading...</Typography> : null}
          {me.data ? (
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={me.data.profilePic ? `/${me.data.profilePic}` : undefined} alt="" />
                <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
                  {displayName(me.data)}
                </Typography>
              </Stack>
              <Row label="Email" value={me.data.email} />
              <Row label="Phone" value={me.data.phone} />
              <Row label="Role" value={me.data.role.name} />
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
