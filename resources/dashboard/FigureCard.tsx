import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface FigureCardProps {
  /** Names the card for tests and for the value's test id (`figure-{id}`). */
  id: string;
  icon: ReactNode;
  label: string;
  value: string;
  /** One line under the value: what the figure counts, or a second figure. */
  caption?: string;
  /** The list that explains the figure; the card's head (label, value, caption) opens it. */
  href?: string;
  /** Further links (other horizons, statuses), below the head: links may not nest. */
  children?: ReactNode;
}

function CardHead({ id, icon, label, value, caption }: Omit<FigureCardProps, 'href' | 'children'>) {
  return (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          p: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          // A little smaller where four cards share a row, so '12,345.678 KWD' keeps to one line.
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', lg: '1.3rem' } }}
          data-testid={`figure-${id}`}
        >
          {value}
        </Typography>
        {caption ? (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  );
}

/** A dashboard figure: an icon, its name, its value, and the list whose rows make it up. */
export function FigureCard({ href, children, ...head }: FigureCardProps) {
  return (
    <Card data-testid={`card-${head.id}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {href ? (
        <CardActionArea component={RouterLink} to={href} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
          <CardHead {...head} />
        </CardActionArea>
      ) : (
        <CardHead {...head} />
      )}
      {children ? <CardContent sx={{ pt: 0 }}>{children}</CardContent> : null}
    </Card>
  );
}

/** Cards side by side on a wide screen, stacked on a phone. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
