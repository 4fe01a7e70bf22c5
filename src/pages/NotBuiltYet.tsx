import ConstructionIcon from '@mui/icons-material/Construction';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

/** A screen of the menu whose feature this release does not include yet; says so plainly. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <>
      <Title title={title} />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <ConstructionIcon color="action" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">
            This screen is coming soon. It is not available in this release yet.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
