import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { FirstRunStep } from './useFirstRunSteps';

/** "Get started": the first steps with a link to the screen of each; a done step is ticked. */
export function FirstRunChecklist({ steps }: { steps: FirstRunStep[] }) {
  return (
    <Card component="section" aria-labelledby="first-run-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="first-run-title" variant="h6" component="h2">
          Get started
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Four steps to your first rent invoice.
        </Typography>
        <List dense>
          {steps.map((step) => (
            <ListItem key={step.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {step.done ? (
                  <CheckCircleIcon color="success" titleAccess="Done" />
                ) : (
                  <RadioButtonUncheckedIcon color="action" titleAccess="To do" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  step.done ? (
                    step.title
                  ) : (
                    <Link component={RouterLink} to={step.href}>
                      {step.title}
                    </Link>
                  )
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
