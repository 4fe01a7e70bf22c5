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
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FirstRunStep } from './useFirstRunSteps';

/** "Get started": the first steps with a link to the screen of each; a done step is ticked. */
export function FirstRunChecklist({ steps }: { steps: FirstRunStep[] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="first-run-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="first-run-title" variant="h6" component="h2">
          {translate('dashboard.first_run.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.first_run.intro')}
        </Typography>
        <List dense>
          {steps.map((step) => (
            <ListItem key={step.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {step.done ? (
                  <CheckCircleIcon color="success" titleAccess={translate('dashboard.first_run.done')} />
                ) : (
                  <RadioButtonUncheckedIcon
                    color="action"
                    titleAccess={translate('dashboard.first_run.to_do')}
                  />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  step.done ? (
                    translate(step.title)
                  ) : (
                    <Link component={RouterLink} to={step.href}>
                      {translate(step.title)}
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
