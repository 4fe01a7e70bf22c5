import { useState, type ComponentProps } from 'react';
import { AuthTextField } from './AuthTextField';
import { PasswordToggle } from './PasswordToggle';
import { t } from './i18n/authText';

type PasswordFieldProps = Omit<ComponentProps<typeof AuthTextField>, 'type' | 'endAdornment'>;

/** A password field with the login page's show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AuthTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <PasswordToggle
          visible={visible}
          label={t(visible ? 'field.hide' : 'field.show', { label: props.label.toLowerCase() })}
          onToggle={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
